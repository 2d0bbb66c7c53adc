import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PREMIUM_PHONES } from './premium-phones.ts';
import { E2E_TEACHER_PHONES } from './teacher-phones.ts';
import { E2E_OPERATOR_PHONES } from './operator-phones.ts';
import { E2E_SMS_INTERVAL_S } from './support/sms.ts';

/** A port nothing listens on now, found synchronously: the config is read before anything can be awaited. */
function freePortSync(): string {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

// E2E_PORT pins the port; otherwise a free one. Kept in the environment, so the test workers (which read this file
// again) and the stories that build addresses themselves use the same port as the server.
process.env.E2E_PORT ??= freePortSync();
const port = Number(process.env.E2E_PORT);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.PW_OUTPUT_DIR ?? '../test-results',
  fullyParallel: false,
  // Two at once on a 2-core machine: 14 min for the stories instead of 22; each story makes its own learners.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'uk-UA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../apps/api/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Test only: these phones get Premium when they register (apps/api/src/plugins/e2e-premium.ts).
      E2E_PREMIUM_PHONES: E2E_PREMIUM_PHONES.join(','),
      // Test only: these phones become teachers with a group of their own (apps/api/src/plugins/e2e-teacher.ts).
      E2E_TEACHER_PHONES: E2E_TEACHER_PHONES.join(','),
      // Test only: these phones become operators of the console (apps/api/src/plugins/e2e-operator.ts).
      E2E_OPERATOR_PHONES: E2E_OPERATOR_PHONES.join(','),
      // Test only: one SMS to a number per 15 s instead of a minute, so the stories that wait for it wait less.
      E2E_SMS_INTERVAL_S: String(E2E_SMS_INTERVAL_S),
      // Test only: every story comes from 127.0.0.1, and the suite registers more than the 100 learners an hour
      // one address may; ten times each per-address allowance.
      E2E_ADDRESS_LIMIT_SCALE: '10',
    },
  },
});
