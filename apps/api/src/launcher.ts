// The one way the repository starts the API server as a process of its own: `npm start`, `npm start -w apps/api`
// (`node src/launcher.ts`) and every bench, so that the figures the benches print are those of the server an
// operator runs (decision 119).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const SERVER_MAIN = fileURLToPath(new URL('main.ts', import.meta.url));

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
 */
export const MALLOC_ENV = {
  MALLOC_TRIM_THRESHOLD_: String(128 * 1024),
  MALLOC_TOP_PAD_: String(1024 * 1024),
  MALLOC_MMAP_THRESHOLD_: String(1024 * 1024),
};

export interface LaunchOptions {
  /** Node's own flags, before the script (--cpu-prof, --import, --env-file-if-exists). */
  nodeArgs?: readonly string[];
  /** Settings on top of this process's environment. */
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  /** Another entry that serves as main.ts does, and its arguments (a bench's server without a mechanism). */
  entry?: string;
  entryArgs?: readonly string[];
  /** False starts it with glibc's own malloc behaviour, to measure what the thresholds buy (decision 150). */
  malloc?: boolean;
}

/** Starts the server from the repository's root, with the malloc thresholds and --expose-gc. */
export function spawnServer(options: LaunchOptions = {}): ChildProcess {
  const env = { ...(options.malloc === false ? {} : MALLOC_ENV), ...process.env, ...options.env };
  // The server collects once after a busy spell, when it is idle (lib/idle-collect.ts).
  const args = [
    '--expose-gc',
    ...(options.nodeArgs ?? []),
    options.entry ?? SERVER_MAIN,
    ...(options.entryArgs ?? []),
  ];
  return spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
}

/** Serves in the foreground, reading the repository's .env, passing signals on and exiting with the server. */
export function serve(): void {
  const server = spawnServer({
    nodeArgs: [`--env-file-if-exists=${path.join(root, '.env')}`],
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.main) serve();
