// npm test: the whole suite. Unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and component
// tests with Vitest, then end-to-end stories in Debian's Chromium with Playwright. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sweepStaleImageRoots } from '../apps/api/src/modules/content/storage.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`Використання: npm test [-- --e2e-only] [-- <шаблон>…]
  Усі тести: модульні, API (PGlite; і PostgreSQL з TEST_DATABASE_URL), компонентів, потім наскрізні в Chromium.
  <шаблон>     лише тести, що йому відповідають: у Vitest — файли, в чиєму шляху він є (npm test -- exam/draw),
               у Playwright — історії, в чиїй назві чи файлі він є (--grep, регулярний вираз); без збігу в
               наскрізних збірка й Chromium пропускаються
  --e2e-only   лише наскрізні (npm run test:e2e)
  Змінні: TEST_DATABASE_URL, TEST_REDIS_URL, CHROMIUM_PATH, E2E_PORT (інакше вільний порт), SHOTS_DIR (див. README).`);
  process.exit(0);
}
const e2eOnly = args.includes('--e2e-only');
const unknown = args.find((a) => a.startsWith('-') && a !== '--e2e-only');
if (unknown) {
  console.error(`Невідомий параметр ${unknown} (npm test -- --help)`);
  process.exit(2);
}
const patterns = args.filter((a) => !a.startsWith('-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium не знайдено (${chromium}). Наскрізні тести запускаються в системному Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'або вкажіть шлях до нього в змінній CHROMIUM_PATH.',
  );
  process.exit(1);
}

// Everything the run writes to the temp folder (reports, pictures of in-memory databases, SMS outboxes, test
// folders) goes into one folder of its own, removed at the end: runs leave nothing behind.
const reports = mkdtempSync(path.join(os.tmpdir(), 'pdr-test-'));
const runTmp = path.join(reports, 'tmp');
mkdirSync(runTmp);
// Ctrl+C stops the running child; the cleanup below still runs.
process.on('SIGINT', () => {});

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: runTmp, ...env },
  });
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
    ...(patterns.length > 0 ? ['--passWithNoTests', ...patterns] : []),
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

const playwright = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
const grep = patterns.length > 0 ? ['--grep', patterns.join('|')] : [];
/** Whether a story matches the patterns: without one, the build and Chromium are not worth starting. */
function storiesMatch(): boolean {
  if (patterns.length === 0) return true;
  const listed = spawnSync('npx', [...playwright, '--list', ...grep], { cwd: root, encoding: 'utf8' });
  return /^Total: [1-9]/m.test(listed.stdout);
}
const e2e = status === 0 && storiesMatch();
if (e2e) status = run('npm', ['run', 'build', '-w', 'apps/web']);
// The web app's first load stays within its size budget (decision 114): cheap, gzip of the build.
if (e2e && status === 0) status = run(process.execPath, ['scripts/web-sizes.ts', '--ci', 'apps/web/dist']);
if (e2e && status === 0) {
  const e2eReport = path.join(reports, 'playwright.json');
  // A free port unless one is given: another server on the machine must not fail or serve the stories.
  const port = process.env.E2E_PORT ?? String(await freePort());
  status = run('npx', [...playwright, '--reporter=list,json', ...grep], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_PORT: port,
  });
  const report = readJson(e2eReport) as
    { stats: { expected: number; unexpected: number; skipped: number; flaky: number } } | undefined;
  if (report) {
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } else if (status === 0) status = 1;
}

// The run's temp folder goes, and picture folders that servers killed outside such a run left behind.
rmSync(reports, { recursive: true, force: true });
sweepStaleImageRoots();

console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(status);
