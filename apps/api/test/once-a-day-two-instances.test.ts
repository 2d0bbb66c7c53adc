import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './test-app.ts';
import { makeExamBank } from './exam-fixtures.ts';
import {
  creditResultsAtOnce,
  examStartsAtOnce,
  feedbackAtOnce,
  freePremiumAtOnce,
} from './once-a-day-fixtures.ts';
import { registerFinishesAtOnce, subscribesAtOnce } from './rows-per-user-fixtures.ts';

/**
 * The once-a-day rules and the one open order (decision 130) with the requests spread over two API
 * instances on one PostgreSQL database: two apps, each with a connection pool of its own, so nothing but the
 * database can keep them to the rule. (two-instances.test.ts starts real processes for what needs them.)
 */

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('once-a-day rules through two instances on one PostgreSQL database', () => {
  let first: TestDatabase;
  let second: Database;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    second = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: first.url });
    await makeExamBank(first.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  beforeEach(async () => {
    apps = await Promise.all(
      [first, second].map((database) =>
        buildApp({ config: testConfig(), database, closeDatabase: false, logger: false }),
      ),
    );
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it("records one of six results of a free learner's credit test sent to both at once", async () => {
    await creditResultsAtOnce(apps, first.db, 6);
  });

  it('starts one exam for a free learner whose tabs on both start, submit and start again', async () => {
    await examStartsAtOnce(apps, first.db, 8);
  });

  it('grants the free-Premium trial once to ten requests spread over both', async () => {
    await freePremiumAtOnce(apps, first.db, 10);
  });

  it("lets the day's three contact-form messages of a phone through out of ten sent to both", async () => {
    await feedbackAtOnce(apps, first.db, 10);
  });

  it('gives fifty POST /api/user/subscribe spread over both one open order, whose link pays it', async () => {
    await subscribesAtOnce(apps, first.db, 50);
  });

  it('gives twenty POST /api/register/finish spread over both one open order', async () => {
    await registerFinishesAtOnce(apps, first.db, 20);
  });
});
