import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';

export type Driver = 'pglite' | 'postgres';

// Tests read the server's address here only; the app itself gets everything through loadConfig().
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const drivers: Driver[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  url?: string;
}

let pgliteDump: Promise<Blob> | undefined;

/** A database of its own for one test file and driver: a new PGlite in memory, or a new PostgreSQL database. */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  // Both start as a copy of the run's migrated database with its reference rows (global-setup.ts); migrating
  // then finds nothing to do.
  if (driver === 'pglite') {
    pgliteDump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]));
    return openDatabase({ DATA_DIR: 'memory://', pgliteFrom: await pgliteDump });
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplate');
  const name = `pdr_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: url.toString() });
  if (!template) await seedReferenceData(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Test configuration. PUBLIC_URL is set, as an operator would, so picture links are predictable; pass
 * `publicUrlFromRequest` to test links that follow the address the client used.
 */
export function testConfig(
  overrides: Record<string, string> = {},
  options: { publicUrlFromRequest?: boolean } = {},
): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(options.publicUrlFromRequest ? {} : { PUBLIC_URL: 'http://localhost:3000' }),
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
}

/**
 * One database per describe block and driver, a fresh app per test. Each test makes its own data.
 * Returns a context object whose fields are filled in by the hooks.
 */
export function useTestApp(
  driver: Driver,
  options: {
    env?: Record<string, string>;
    publicUrlFromRequest?: boolean;
    /** Plugins main.ts adds after the app's routes (the test-only e2e hooks), registered as it does. */
    beforeReady?: (app: FastifyInstance, config: Config) => PromiseLike<unknown>;
    /** Mechanisms the app is built without, as a bench's server is (BuildAppOptions). */
    without?: BuildAppOptions['without'];
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  beforeEach(async () => {
    ctx.config = testConfig(options.env, { publicUrlFromRequest: options.publicUrlFromRequest ?? false });
    ctx.app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      closeDatabase: false,
      logger: false,
      without: options.without,
    });
    await options.beforeReady?.(ctx.app, ctx.config);
    await ctx.app.ready();
  });
  afterEach(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
