import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { countRows, tablesWithData, type RowCounts } from './backup-rows.ts';

/** PostgreSQL's side of backup and restore: pg_dump's custom format, restored with pg_restore and psql. */

const INSTALL_HINT =
  'Встановіть клієнт PostgreSQL тієї ж або новішої версії, що й сервер (Debian: apt-get install postgresql-client)';

function missingTool(tool: string): BackupError {
  return new BackupError(`${tool} не знайдено. ${INSTALL_HINT}; нічого не змінено`);
}

/** Resolves with the exit code (null when killed) and the error output; a tool not on PATH is a BackupError. */
function finished(child: ChildProcess, tool: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? missingTool(tool) : error);
    });
    child.on('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

/** Runs one of PostgreSQL's client tools; its own error output becomes the message when it fails. */
async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  const { code, stderr } = await finished(
    spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] }),
    tool,
  );
  if (code !== 0) throw new BackupError(`${what}: ${tool} завершився з кодом ${code}: ${stderr}`);
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

async function connected<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Dumps the database into `file` and counts its rows in the same snapshot (pg_dump --snapshot), so that the counts
 * printed are those of the copy even while the server writes.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<RowCounts> {
  const { url, env } = toolConnection(databaseUrl);
  return connected(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const counts = await countRows((text) => client.query(text));
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]!.id}`,
          `--file=${file}`,
          `--dbname=${url}`,
        ],
        env,
        'Резервну копію не записано',
      );
      return counts;
    } finally {
      await client.query('commit');
    }
  });
}

export function postgresTablesWithData(databaseUrl: string): Promise<string[]> {
  return connected(databaseUrl, (client) => tablesWithData((text) => client.query(text)));
}

/** Both tools present, and pg_restore reads the dump's table of contents (an unknown or newer format fails here). */
export async function checkPostgresDump(file: string): Promise<void> {
  await runTool('pg_restore', ['--list', file], process.env, 'pg_restore не читає копію, базу не змінено');
  await runTool('psql', ['--version'], process.env, 'psql не запускається, базу не змінено');
}

const BEGIN = `set client_min_messages = warning;
begin;
drop schema if exists drizzle cascade;
drop schema if exists public cascade;
create schema public;
`;

// The dump brings the whole schema with its migration records; a dump without them is not this app's database.
const COMMIT = `
do $$ begin
  if to_regclass('drizzle.__drizzle_migrations') is null then
    raise exception 'у копії немає таблиці міграцій drizzle.__drizzle_migrations';
  end if;
end $$;
commit;
`;

/**
 * Replaces the `public` and `drizzle` schemas with the dump's in ONE transaction of psql: the old schemas are
 * dropped, pg_restore's script (--file=-) runs, the copy is checked, and only then COMMIT is sent. PostgreSQL's DDL
 * is transactional, so until that COMMIT every old row is in place, and any failure (pg_restore stopping half-way,
 * a statement refused, either tool or this process killed, the connection lost) rolls it all back. pg_restore's
 * own --single-transaction cannot do this: it runs on a connection of its own, after the drop has committed; and a
 * scratch database swapped in by rename needs CREATEDB and no open connections on either.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // psql that stopped at an error closes its input: its own message says why, not the broken pipe.
  psql.stdin!.on('error', () => {});
  psql.stdin!.write(BEGIN);
  restore.stdout!.pipe(psql.stdin!, { end: false });
  // Killed, psql sends nothing more: the server rolls back the transaction when the connection drops.
  const restored = finished(restore, 'pg_restore').then(
    (result) => {
      if (result.code === 0) psql.stdin!.end(COMMIT);
      else psql.kill('SIGKILL');
      return result;
    },
    (error: unknown) => {
      psql.kill('SIGKILL');
      throw error;
    },
  );
  // A psql that stopped early no longer reads: pg_restore would wait on a full pipe for ever.
  const applied = finished(psql, 'psql').finally(() => {
    if (restore.exitCode === null && restore.signalCode === null) restore.kill('SIGKILL');
  });
  const [fromRestore, fromPsql] = await Promise.allSettled([restored, applied]);
  if (fromRestore.status === 'rejected') throw fromRestore.reason;
  if (fromPsql.status === 'rejected') throw fromPsql.reason;
  const failed = 'Відновлення не вдалося, базу не змінено';
  if (fromRestore.value.code !== 0) {
    // psql's error, when it stopped first, is the cause; pg_restore then only saw its reader gone.
    if (fromPsql.value.code !== null && fromPsql.value.code !== 0) {
      throw new BackupError(`${failed}: psql: ${fromPsql.value.stderr}`);
    }
    throw new BackupError(
      `${failed}: pg_restore завершився з кодом ${fromRestore.value.code}: ${fromRestore.value.stderr}`,
    );
  }
  if (fromPsql.value.code !== 0) throw new BackupError(`${failed}: psql: ${fromPsql.value.stderr}`);
}
