// How the repository starts the API server as a process of its own: npm start and every bench start it the same way,
// so the figures the benches print are those of the server an operator runs (decision 119).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const SERVER_MAIN = path.join(root, 'apps/api/src/main.ts');

/**
 * glibc's malloc raises its trim and mmap thresholds as the process frees large blocks (V8 compiling PGlite's
 * WebAssembly, initdb's second instance), and from then on keeps up to 64 MB per arena of freed memory. Fixed
 * thresholds make it give freed memory back. glibc reads them once, at the process's start, so they are set here;
 * an operator's own values win.
 *
 * - Trim at 128 KB, glibc's own start: memory freed at the top of a heap goes back to the system (decision 119).
 * - Keep 1 MB at the top when trimming, and map only blocks of 1 MB or more (decision 120). A brotli or gzip
 *   stream allocates a few hundred KB and frees it at once. When those blocks were mapped, or the heap was trimmed
 *   under them, every compressed response faulted its buffers in anew: a 1.4 KB answer took 1.9 ms to compress
 *   instead of 0.1 ms.
 *
 * What they buy: without them the learner simulation's server on PostgreSQL spent 5% more CPU per request by the
 * median of four rounds A-B, B-A (+2.6% on PGlite; `npm run bench -- learners --without malloc`, decision 150).
 */
export const MALLOC_ENV = {
  MALLOC_TRIM_THRESHOLD_: String(128 * 1024),
  MALLOC_TOP_PAD_: String(1024 * 1024),
  MALLOC_MMAP_THRESHOLD_: String(1024 * 1024),
};

/** A bench's server: on loopback, its own data folder (or database), as in production behind one proxy, warnings only. */
export function benchServerEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // As behind the production proxy: each simulated learner signs in from an address of their own.
    TRUST_PROXY: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Starts the server: `args` go to Node before the main script (--cpu-prof, --import), `env` on top of ours. */
export function spawnServer(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  const withMalloc = !(env.BENCH_WITHOUT ?? '').split(',').includes('malloc');
  const fullEnv = { ...(withMalloc ? MALLOC_ENV : {}), ...process.env, ...env };
  // The server collects once after a busy spell, when it is idle (apps/api/src/lib/idle-collect.ts).
  return spawn(process.execPath, ['--expose-gc', ...args, SERVER_MAIN], {
    cwd: root,
    env: fullEnv,
    stdio,
  });
}
