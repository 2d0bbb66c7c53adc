// npm start: builds the web app when its build is missing or older than its sources, then serves app and API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../apps/api/src/launcher.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Використання: npm start
  Збирає веб-застосунок, якщо збірки немає або вона старша за код, і запускає застосунок з API
  на http://localhost:PORT/#/ (PORT=3000, якщо не вказано). Налаштування: змінні оточення або файл .env
  (див. .env.example і README).`);
  process.exit(0);
}
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log('Збираю веб-застосунок…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

serve();
