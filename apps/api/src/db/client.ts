import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from './schema/all.ts';
import { acquireDataLock } from './data-lock.ts';
import { retryReadsOnce } from './faults.ts';
import { namedStatements } from './pglite-plans.ts';
import { Turns } from './turns.ts';
import { poolStatsOf, type PoolStats } from './pool-stats.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections in use and waits for them (GET /metrics). */
  poolStats(): PoolStats;
  /**
   * Runs `work` while no other process runs its own exclusive work on this database: the start-up steps (schema,
   * reference rows, the first content pack) of several API processes that start at once on one PostgreSQL
   * database. An embedded database has one process anyway (decision 057).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Speed mechanisms a database can be opened without, so that a bench measures what each buys (decision 150):
 * PGlite's named statements (pglite-plans.ts) and its turn queue (turns.ts). The server as started has both.
 */
export type DatabaseMechanism = 'plans' | 'turns';

export interface DatabaseOptions {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  without?: readonly DatabaseMechanism[];
  /**
   * An in-memory PGlite that starts as a copy of this dump (PGlite's `dumpDataDir`): the tests open each file's
   * database from one migrated copy, about a third of the cost of PGlite's own first start.
   */
  pgliteFrom?: Blob | undefined;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database chosen by configuration and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.DATABASE_URL
    ? openPostgres(options.DATABASE_URL)
    : await openPglite(options.DATA_DIR, options.without ?? [], options.pgliteFrom);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The advisory lock key of the start-up steps (any constant; 'pdr-start' in ASCII). */
const STARTUP_LOCK_KEY = 0x7064725f7374;

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs on others. Two API processes
 * started at once on an empty database otherwise both run the same migration and one fails on a duplicate type
 * (decision 110).
 */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

// pg-pool's default size: four connections doubled the server's own p95 at 18,000 learners (decision 160).
const POOL_MAX = 10;

/** A pool on PostgreSQL without migrating (openDatabase migrates; the fault tests point one at a closed port). */
export function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  // A server that does not answer at all fails the request in seconds (503) instead of holding it open.
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  retryReadsOnce(pool);
  const poolStats = poolStatsOf(pool, POOL_MAX);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
    poolStats,
    exclusive: (work) => withAdvisoryLock(pool, work),
    migrate: () => withAdvisoryLock(pool, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder })),
  };
}

/**
 * PGlite's memory is one WebAssembly memory that grows and is never given back. Its floor is the module's own
 * 128 MB; PostgreSQL's default 128 MB of shared buffers pushed it to 189 MB at start. 16 MB of buffers hold the
 * hot pages of a school's database (the whole demo install is about 40 MB on disk, read through the OS cache), so
 * the memory stays at the floor (decision 111).
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** Where PGlite keeps its files inside a data folder on disk. */
export function pgliteFolder(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/** True when a data folder on disk holds no embedded database yet (initdb has not run there). */
export function isNewPgliteFolder(dataDir: string): boolean {
  return !existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
}

async function openPglite(
  dataDir: string,
  without: readonly DatabaseMechanism[],
  from?: Blob,
): Promise<Database & { migrate(): Promise<void> }> {
  const inMemory = dataDir.startsWith('memory://');
  if (from && !inMemory) throw new Error('pgliteFrom is for a database in memory');
  if (!inMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  // PGlite supports one process per directory: a second one is refused before it touches the files.
  const lock = inMemory ? null : acquireDataLock(path.resolve(dataDir));
  const client = inMemory
    ? new PGlite({ ...PGLITE_OPTIONS, loadDataDir: from })
    : new PGlite(pgliteFolder(dataDir), PGLITE_OPTIONS);
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const turns = new Turns();
  const db = drizzlePglite(takingTurns(client, turns, without), { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: () => ping(db as unknown as Db),
    close: () => client.close().finally(() => lock?.release()),
    poolStats: () => ({
      size: 1,
      max: 1,
      inUse: turns.busy ? 1 : 0,
      waiting: turns.waiting,
      waits: turns.waits,
      waitSeconds: turns.waitSeconds,
    }),
    exclusive: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder }),
  };
}

/**
 * The client Drizzle sees: each statement, and each transaction as a whole, waits for its turn, and the event loop
 * gets a turn after each (turns.ts, decision 112). A statement that comes again runs prepared (pglite-plans.ts,
 * decision 118), in a transaction too. Drizzle calls only `query` and `transaction` (its statements in a
 * transaction go through the transaction's own client, inside the transaction's turn).
 */
function takingTurns(client: PGlite, turns: Turns, without: readonly DatabaseMechanism[]): PGlite {
  const statements = without.includes('plans')
    ? { query: client.query.bind(client), withinTransaction: <T>(tx: T) => tx }
    : namedStatements(client);
  if (without.includes('turns')) {
    const direct: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
      query: (...args) => statements.query(...args),
      exec: (...args) => client.exec(...args),
      transaction: (callback) => client.transaction((tx) => callback(statements.withinTransaction(tx))),
    };
    return direct as PGlite;
  }
  const scheduled: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (...args) => turns.run(() => statements.query(...args)),
    exec: (...args) => turns.run(() => client.exec(...args)),
    transaction: (callback) =>
      turns.run(() => client.transaction((tx) => callback(statements.withinTransaction(tx)))),
  };
  return scheduled as PGlite;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
