import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema/accounts.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { errorMessages } from '@pdr/contract/errors';
import { DB_UNAVAILABLE_RETRY_AFTER_S } from '../src/plugins/errors.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';

/**
 * When the database drops the app's connections, a read is tried once more and a write (or a read whose second
 * try fails too) answers 503 with Retry-After and a Ukrainian message, never 500, logged once (decision 052).
 */

function appOn(database: Database, lines: string[]): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    closeDatabase: false,
    logStream: { write: (line) => void lines.push(line) },
  });
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(DB_UNAVAILABLE_RETRY_AFTER_S));
  expect(res.json()).toEqual({ message: errorMessages.databaseUnavailable });
}

const faultLines = (lines: string[]) => lines.filter((l) => l.includes('"msg":"database unavailable"'));
const failedLines = (lines: string[]) => lines.filter((l) => l.includes('"msg":"request failed"'));

describe.each(drivers.filter((d) => d === 'postgres'))(
  'PostgreSQL dropping the connections (%s)',
  (driver) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let user: TestUser;
    let locker: pg.Client;
    const lines: string[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      user = await makeUser(database.db);
      app = await appOn(database, lines);
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });
    afterEach(async () => {
      await locker?.end().catch(() => {});
    });

    /** Holds a lock on users from another connection, so that the app's next statement on it waits (in flight). */
    async function lockUsers(mode: 'access exclusive' | 'exclusive') {
      locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query(`lock table users in ${mode} mode`);
    }

    async function untilWaiting() {
      for (let i = 0; i < 100; i++) {
        const { rows } = await locker.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0]!.n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the request never waited on the lock');
    }

    /** What an operator restarting PostgreSQL or killing sessions does to the app: every backend of it ends. */
    async function terminateAppConnections() {
      await locker.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
      );
    }

    it('tries a read in flight once more on a new connection and answers it', async () => {
      await lockUsers('access exclusive');
      const pending = app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
      await untilWaiting();
      await terminateAppConnections();
      await locker.query('rollback');
      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id });
    });

    it('answers 503 with Retry-After to a write in flight, logs it once, and works again after', async () => {
      lines.length = 0;
      await lockUsers('exclusive');
      const pending = app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: user.auth,
        payload: { first_name: 'Ганна', last_name: 'Мельник' },
      });
      await untilWaiting();
      await terminateAppConnections();
      await locker.query('rollback');
      expectUnavailable(await pending);
      expect(faultLines(lines)).toHaveLength(1);
      expect(failedLines(lines)).toHaveLength(0);

      const again = await app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: user.auth,
        payload: { first_name: 'Ганна', last_name: 'Мельник' },
      });
      expect(again.statusCode).toBe(200);
    });

    it('answers 503 to a transaction in flight, and the process keeps serving', async () => {
      const [{ phone }] = (await database.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, user.id))) as [{ phone: string }];
      locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      // The recovery call runs in a transaction under this per-phone lock (accounts/repository.ts, withPhoneLock).
      await locker.query('select pg_advisory_lock(hashtext($1))', [`sms:${phone}`]);
      const pending = app.inject({
        method: 'POST',
        url: '/api/password/recover',
        remoteAddress: '10.9.9.9',
        payload: { phone },
      });
      await untilWaiting();
      await terminateAppConnections();
      expectUnavailable(await pending);
      // The dead connection's late 'error' event must not have ended the process, and the pool has healed.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
      expect(res.statusCode).toBe(200);
    });
  },
);

describe('a database that cannot be reached', () => {
  const lines: string[] = [];
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Nothing listens on port 9: every connection is refused at once.
    database = openPostgres('postgres://postgres@127.0.0.1:9/pdr');
    app = await appOn(database, lines);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers reads and writes 503 with Retry-After and logs the outage once', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/categories' }));
    expectUnavailable(
      await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer x' } }),
    );
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { phone: '+380671234567', password: 'x' },
      }),
    );
    expect(faultLines(lines)).toHaveLength(1);
    expect(failedLines(lines)).toHaveLength(0);
    expect(faultLines(lines)[0]).toContain('ECONNREFUSED');
  });
});

describe('a closed PGlite', () => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    user = await makeUser(database.db);
    app = await appOn(database, lines);
    await app.ready();
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503, not 500, to reads and writes', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/user', headers: user.auth }));
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/categories' }));
    expect(failedLines(lines)).toHaveLength(0);
    expect(faultLines(lines)).toHaveLength(1);
  });
});
