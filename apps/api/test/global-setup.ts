import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Db } from '../src/db/client.ts';
import { schema } from '../src/db/schema/all.ts';
import { seedReferenceData } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite with the reference rows, dumped: each test database starts as a copy of it. */
    pgliteDump: string;
    /** The same as a PostgreSQL database, the template of each test database there (TEST_DATABASE_URL). */
    postgresTemplate: string | null;
  }
}

/**
 * Once per run: the schema and reference rows every test database starts with, on both drivers. A copy of a
 * migrated database costs about a third of a new PGlite and its migrations (`createTestDatabase`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pdr-api-tests-'));
  const dump = path.join(folder, 'pglite.tar');
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await seedReferenceData(db as unknown as Db);
  writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', dump);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `pdr_template_${randomBytes(4).toString('hex')}`;
    await onServer(url, `create database "${template}"`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const postgres = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: target.toString() });
    await seedReferenceData(postgres.db);
    await postgres.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (url && template) await onServer(url, `drop database if exists "${template}" with (force)`);
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
