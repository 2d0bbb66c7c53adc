import { mkdirSync } from 'node:fs';
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

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database chosen by configuration and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.DATABASE_URL
    ? openPostgres(options.DATABASE_URL)
    : await openPglite(options.DATA_DIR);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
  };
}

async function openPglite(dataDir: string): Promise<Database & { migrate(): Promise<void> }> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(dataDir, 'pglite'));
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
    migrate: () => migratePglite(db, { migrationsFolder }),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
