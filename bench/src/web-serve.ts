// A tree's web app built into a folder of its own and served by that tree's own API server, for the web bench:
// this working tree, or an earlier commit checked out beside it (`npm run bench:web -- --compare`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, waitForServer } from '../../scripts/free-port.ts';

/** A step of a build that did not finish: which one, in which tree. */
export class BuildError extends Error {}

/**
 * Vite's build of `tree`'s web app into `dist`, then the tree's precompression when it has one. The folder is
 * given both ways (WEB_OUT_DIR, as vite.config.ts reads it today, and --outDir) so that a commit from before
 * WEB_OUT_DIR builds there too.
 */
export function buildWeb(tree: string, dist: string): void {
  const vite = path.join(tree, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, WEB_OUT_DIR: dist };
  const steps = [
    {
      name: 'vite build',
      args: [vite, 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
      cwd: path.join(tree, 'apps/web'),
    },
  ];
  if (existsSync(path.join(tree, 'scripts/precompress.ts')))
    steps.push({ name: 'scripts/precompress.ts', args: ['scripts/precompress.ts', dist], cwd: tree });
  for (const step of steps) {
    const result = spawnSync(process.execPath, step.args, { cwd: step.cwd, env, stdio: 'inherit' });
    if (result.status !== 0) {
      const how = result.error?.message ?? `exit code ${result.status ?? result.signal}`;
      throw new BuildError(`${step.name} in ${step.cwd}: ${how}`);
    }
  }
}

const START_TRIES = 3000;

/** A tree's launcher: apps/api/src/launcher.ts takes options, the earlier scripts/server-process.ts (args, env). */
type SpawnServer = (options: unknown, env?: NodeJS.ProcessEnv) => ChildProcess;
const LAUNCHERS = ['apps/api/src/launcher.ts', 'scripts/server-process.ts'];

/**
 * `tree`'s API server on a free port, serving `dist`: through the tree's launcher as `npm start` runs it, or, in a
 * commit without one, as `node apps/api/src/main.ts`. Production mode, its own data folder (a
 * first start there imports the demo content), warnings only.
 */
export async function startWebServer(
  tree: string,
  dist: string,
  dataDir: string,
): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  const launcher = LAUNCHERS.find((file) => existsSync(path.join(tree, file)));
  let server: ChildProcess;
  if (launcher) {
    const { href } = pathToFileURL(path.join(tree, launcher));
    const { spawnServer } = (await import(href)) as { spawnServer: SpawnServer };
    server = launcher === LAUNCHERS[0] ? spawnServer({ env }) : spawnServer([], env);
  } else {
    server = spawn(process.execPath, ['apps/api/src/main.ts'], {
      cwd: tree,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const base = `http://127.0.0.1:${port}`;
  try {
    // A first start runs initdb, the migrations and the content import: minutes on a busy machine.
    await waitForServer(`${base}/api/health`, server, START_TRIES);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { base, server };
}
