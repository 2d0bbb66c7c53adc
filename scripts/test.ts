// npm test: the whole suite. Unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and component
// tests with Vitest, then end-to-end stories in Debian's Chromium with Playwright. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const e2eOnly = process.argv.includes('--e2e-only');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(path.join(os.tmpdir(), 'pdr-test-'));

if (!existsSync(chromium)) {
  console.error(
    `Chromium не знайдено (${chromium}). Наскрізні тести запускаються в системному Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'або вкажіть шлях до нього в змінній CHROMIUM_PATH.',
  );
  process.exit(1);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let status = 0;
if (!e2eOnly) {
  const vitestReport = path.join(reports, 'vitest.json');
  status ||= run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined;
  if (report) {
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
  } else if (status === 0) status = 1;
}

if (status === 0) status = run('npm', ['run', 'build', '-w', 'apps/web']);
if (status === 0) {
  const e2eReport = path.join(reports, 'playwright.json');
  status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const report = readJson(e2eReport) as
    { stats: { expected: number; unexpected: number; skipped: number; flaky: number } } | undefined;
  if (report) {
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } else if (status === 0) status = 1;
}

console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(status);
