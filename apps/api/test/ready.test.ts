import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, drivers, testConfig } from './test-app.ts';

/**
 * GET /api/ready (decision 134) says whether this instance should get traffic: the database answers and every
 * migration of this build is applied. A proxy or an orchestrator asks it; 503 with a Ukrainian reason otherwise.
 */
describe.each(drivers)('GET /api/ready on %s', (driver) => {
  async function appOn() {
    const database = await createTestDatabase(driver);
    const app = await buildApp({ config: testConfig(), database, closeDatabase: false, logger: false });
    await app.ready();
    return { app, database };
  }
  const ready = (app: Awaited<ReturnType<typeof appOn>>['app']) =>
    app.inject({ method: 'GET', url: '/api/ready' });

  it('answers ok, not stored, while the database answers and the schema is current', async () => {
    const { app, database } = await appOn();
    try {
      const res = await ready(app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 when a migration of this build is not applied', async () => {
    const { app, database } = await appOn();
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const res = await ready(app);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(
        /^Схема бази даних не оновлена: не застосовано міграцій — 1 \(перша: 00\d\d_/,
      );
      expect(res.headers['retry-after']).toBeDefined();
      // /api/health only asks whether the database answers.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 during a database outage and never 500', async () => {
    const { app, database } = await appOn();
    try {
      expect((await ready(app)).statusCode).toBe(200);
      // The pool ends or the embedded engine stops, as when the database goes away under a running server.
      await database.close();
      const res = await ready(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'База даних недоступна' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
