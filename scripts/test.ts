// npm test: the whole suite. Unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and component
// tests with Vitest, then end-to-end stories in Debian's Chromium with Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const e2eOnly = process.argv.includes('--e2e-only');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(chromium)) {
  console.error(
    `Chromium не знайдено (${chromium}). Наскрізні тести запускаються в системному Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'або вкажіть шлях у змінній CHROMIUM_PATH.',
  );
  process.exit(1);
}

if (!e2eOnly) run('npx', ['vitest', 'run']);
run('npm', ['run', 'build', '-w', 'apps/web']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
