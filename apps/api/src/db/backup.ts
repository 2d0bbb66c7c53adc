import { spawn } from 'node:child_process';
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataLock } from './data-lock.ts';
import { isNewPgliteFolder, pgliteFolder, type DatabaseOptions } from './client.ts';

/**
 * Backup and restore of the whole database (decision 133): the embedded database through PGlite's own
 * dumpDataDir/loadDataDir (a gzipped tar of its data folder), PostgreSQL through pg_dump/pg_restore (their custom
 * format). Either file is the tool's own format, so an operator can also read it with that tool.
 */

/** A refusal or failure the operator can act on; the message says what to do. */
export class BackupError extends Error {}

export type BackupDriver = 'pglite' | 'postgres';

/** Tables whose rows every start writes (db/seed.ts): a database holding only these counts as empty. */
const REFERENCE_TABLES = new Set(['categories', 'settings']);

const DRIVER_NAMES: Record<BackupDriver, string> = {
  pglite: 'вбудованої бази (PGlite, DATA_DIR)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

function driverOf(options: DatabaseOptions): BackupDriver {
  return options.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Which tool wrote a backup file, from its first bytes: pg_dump's custom format or PGlite's gzipped tar. */
export function backupDriverOf(head: Buffer): BackupDriver | null {
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

function readHead(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The tables of the app's schema that hold rows beyond the reference ones; none means the database is empty. */
export async function tablesWithData(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const filled: string[] = [];
  for (const { name } of rows as { name: string }[]) {
    if (REFERENCE_TABLES.has(name)) continue;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const { rows: found } = await query(`select exists (select 1 from public.${quoted}) as filled`);
    if (found[0]?.filled === true) filled.push(name);
  }
  return filled;
}

function refuseFilled(filled: string[]): void {
  if (filled.length === 0) return;
  const names = filled.slice(0, 5).join(', ') + (filled.length > 5 ? ', …' : '');
  throw new BackupError(
    `База даних не порожня (є записи в таблицях: ${names}). Відновлення замінить усі дані копією; якщо це й потрібно, повторіть команду з --force`,
  );
}

/** Writes through a temporary file beside the target, so a failed backup never leaves a half-written file. */
async function replaceFile(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = `${file}.part`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function onDisk(options: DatabaseOptions): string {
  if (options.DATA_DIR.startsWith('memory://')) {
    throw new BackupError(
      'DATA_DIR=memory:// тримає базу лише в пам’яті процесу: копіювати й відновлювати нічого. Вкажіть теку на диску',
    );
  }
  return path.resolve(options.DATA_DIR);
}

async function backupPglite(options: DatabaseOptions, file: string): Promise<void> {
  const dataDir = onDisk(options);
  if (isNewPgliteFolder(dataDir)) {
    throw new BackupError(`У ${dataDir} немає вбудованої бази даних: сервер ще не запускали з цим DATA_DIR`);
  }
  // The running server holds this lock: a copy of a folder in use would not be consistent (DataLockError says so).
  const lock = acquireDataLock(dataDir);
  try {
    const client = new PGlite(pgliteFolder(dataDir));
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await replaceFile(file, (temporary) => writeFile(temporary, bytes));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Where a replaced embedded database is kept: beside the new one, named by the time of the restore. */
function asideName(folder: string, now: Date): string {
  return `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
}

async function restorePglite(
  options: DatabaseOptions,
  file: string,
  force: boolean,
  now: Date,
): Promise<string | null> {
  const dataDir = onDisk(options);
  await mkdir(dataDir, { recursive: true });
  const lock = acquireDataLock(dataDir);
  try {
    const folder = pgliteFolder(dataDir);
    let aside: string | null = null;
    if (!isNewPgliteFolder(dataDir)) {
      const current = new PGlite(folder);
      let filled: string[];
      try {
        await current.waitReady;
        filled = await tablesWithData((text) => current.query(text));
      } finally {
        await current.close();
      }
      if (!force) refuseFilled(filled);
      // The replaced database is kept, not deleted: the operator removes it once the restored one is checked.
      if (filled.length > 0) {
        aside = asideName(folder, now);
        await rename(folder, aside);
      } else await rm(folder, { recursive: true, force: true });
    } else if (existsSync(folder)) await rm(folder, { recursive: true, force: true });
    const restored = new PGlite(folder, { loadDataDir: new Blob([await readFile(file)]) });
    try {
      await restored.waitReady;
      await restored.query('select 1');
    } finally {
      await restored.close();
    }
    return aside;
  } finally {
    lock.release();
  }
}

/** Runs one of PostgreSQL's client tools; its own error output becomes the message when it fails. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} не знайдено. Встановіть клієнт PostgreSQL тієї ж або новішої версії, що й сервер (Debian: apt-get install postgresql-client)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} завершився з кодом ${code}: ${stderr.trim()}`));
    });
  });
}

/**
 * The address without its password, which goes through PGPASSWORD instead: an argument is visible to every user
 * of the machine in the process list.
 */
function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  await replaceFile(file, (temporary) =>
    runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${temporary}`, `--dbname=${url}`],
      env,
    ),
  );
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (!force) refuseFilled(await tablesWithData((text) => client.query(text)));
    // The backup brings the whole schema with its migration records: what is there now goes first, so that the
    // restored database is exactly the copy (and a newer server migrates it forward at its next start).
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  const { url, env } = toolConnection(databaseUrl);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
}

export interface BackupResult {
  driver: BackupDriver;
  file: string;
}

/** Writes a copy of the configured database to `file` (replaced if it exists). */
export async function backupDatabase(options: DatabaseOptions, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (options.DATABASE_URL) await backupPostgres(options.DATABASE_URL, target);
  else await backupPglite(options, target);
  return { driver: driverOf(options), file: target };
}

export interface RestoreResult extends BackupResult {
  /** Where the embedded database that was replaced now lies (restore --force over data), or null. */
  replacedKeptAt: string | null;
}

/**
 * Replaces the configured database with the copy in `file`. Refuses a database that holds data beyond the reference
 * rows unless `force`; the server must be stopped (the embedded database's lock says so; on PostgreSQL the open
 * connections of a running server would hold the tables).
 */
export async function restoreDatabase(
  options: DatabaseOptions,
  file: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`Файлу ${source} немає`);
  const driver = driverOf(options);
  const written = backupDriverOf(readHead(source));
  if (written === null) {
    throw new BackupError(`${source} — не резервна копія: її пишуть npm run admin -- backup або pg_dump -Fc`);
  }
  if (written !== driver) {
    throw new BackupError(
      `${source} — копія ${DRIVER_NAMES[written]}, а налаштовано ${DRIVER_NAMES[driver]}. Відновлюйте копію в базу того ж виду`,
    );
  }
  if (options.DATABASE_URL) {
    await restorePostgres(options.DATABASE_URL, source, force);
    return { driver, file: source, replacedKeptAt: null };
  }
  const replacedKeptAt = await restorePglite(options, source, force, now);
  return { driver, file: source, replacedKeptAt };
}
