import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { refuseDefaultSandboxes, sandboxWarnings, type Config } from './config.ts';
import { isNewPgliteFolder, type Database } from './db/client.ts';
import { contentWasLoaded, seedReferenceData } from './db/seed.ts';
import { repoRoot } from './app.ts';
import { importContentPack } from './modules/content/import.ts';
import { ensureDemoSchool } from './modules/content/demo-school.ts';
import { readSiteInfo } from './modules/content/site.ts';

/** The argument that makes main.ts prepare a new embedded database and exit (firstStartInChild). */
export const PREPARE_ARG = '--prepare-data';

/**
 * The writes every start makes, each safe to repeat: the reference rows, and on a database that never had content
 * the pack of CONTENT_DIR (the demo pack unless set) with, when that pack is a demo, the demo school. Nothing else
 * is written, so a start never replaces, retires or adds to what an operator loaded or made. Several processes
 * starting at once on one PostgreSQL database take turns at them.
 */
export async function startupWrites(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  await database.exclusive(() => seedReferenceData(database.db));
  await database.exclusive(async () => {
    if (await contentWasLoaded(database.db)) return;
    const dir = path.resolve(repoRoot, config.CONTENT_DIR);
    log.info({ dir }, 'first start: loading the content pack');
    const report = await importContentPack(database.db, dir, { dataDir: config.DATA_DIR });
    log.info({ report: report.counts }, 'content pack loaded');
    if ((await readSiteInfo(database.db)).demo && (await ensureDemoSchool(database.db))) {
      log.info('demo install: demo school with group code 123 45 678 created (see docs/decisions)');
    }
  });
}

/**
 * After the content is in: content other than the demo pack (site.json without `"demo": true`) makes the site look
 * real, and then a sandbox that is on only by default stops the start (decision 129). Any sandbox that is on is one
 * warning line of the start log.
 */
export async function checkSandboxes(database: Database, config: Config, log: FastifyBaseLogger) {
  if (!(await readSiteInfo(database.db)).demo) {
    refuseDefaultSandboxes(config, 'вміст не демонстраційний: site.json без "demo": true');
  }
  for (const line of sandboxWarnings(config)) log.warn(line);
}

/** True when the server is about to create its embedded database in a data folder on disk (a first start). */
export function isNewEmbeddedDatabase(config: Config): boolean {
  if (config.DATABASE_URL || config.DATA_DIR.startsWith('memory://')) return false;
  return isNewPgliteFolder(config.DATA_DIR);
}

/**
 * A first start on the embedded database runs initdb, the migrations and the demo content import in a process of
 * its own, which then exits; the server opens the folder it prepared (decision 122). Made in the server's own
 * process, that work left about 70 MB resident for good: initdb's second PGlite instance until it was collected,
 * and a malloc heap the import fragmented, which glibc cannot give back. Resolves when the child has exited with 0;
 * its output is the server's. Node's own flags stay with the server (a bench's profiler or probe measures the server
 * only); the settings reach the child through the environment, which holds what `--env-file` read.
 */
export async function firstStartInChild(): Promise<void> {
  const script = process.argv[1];
  if (!script) throw new Error('the main script is unknown');
  const child = spawn(process.execPath, [script, PREPARE_ARG], {
    env: process.env,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : exitCode));
  });
  if (code !== 0) process.exit(code ?? 1);
}
