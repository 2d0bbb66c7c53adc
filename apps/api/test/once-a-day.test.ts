import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { examMessages } from '@pdr/contract/exam';
import { kyivDay } from '../src/lib/kyiv-day.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeExamBank } from './exam-fixtures.ts';
import { makeUser } from './learning-fixtures.ts';
import {
  creditResultsAtOnce,
  examStartsAtOnce,
  feedbackAtOnce,
  freePremiumAtOnce,
} from './once-a-day-fixtures.ts';

/**
 * The once-a-day and once-per-user rules under many requests at once (decision 130): exactly one gets
 * through, the rest get the rule's own answer. once-a-day-two-instances.test.ts runs the same through two apps on
 * one PostgreSQL database.
 */
describe.each(drivers)('once-a-day rules under parallel requests on %s', (driver) => {
  const ctx = useTestApp(driver);
  const apps = () => [ctx.app];
  beforeAll(async () => {
    await makeExamBank(ctx.database.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
  });

  it("records one of six results of a free learner's credit test sent at once; the rest get 403", async () => {
    await creditResultsAtOnce(apps(), ctx.database.db, 6);
  });

  it('starts one exam for a free learner whose tabs start, submit and start again at once', async () => {
    await examStartsAtOnce(apps(), ctx.database.db, 8);
  });

  it('grants the free-Premium trial once to ten requests at once; the rest get 409', async () => {
    await freePremiumAtOnce(apps(), ctx.database.db, 10);
  });

  it("lets the day's three contact-form messages of a phone through out of ten sent at once", async () => {
    await feedbackAtOnce(apps(), ctx.database.db, 10);
  });

  it.runIf(driver === 'postgres')(
    "refuses a free start while another connection's free exam of the day, closed already, commits",
    async () => {
      // The start reads before the other exam is committed, so its `not exists` cannot see it; the unique index
      // exam_sessions_free_day_idx makes the insert wait for that exam and then insert nothing.
      const user = await makeUser(ctx.database.db);
      const other = new pg.Client({ connectionString: ctx.database.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          `insert into exam_sessions (id, user_id, question_ids, started_at, deadline_at, day, free, closed_at,
             end_reason)
           values ($1, $2, '{}', now(), now() + interval '20 minutes', $3, true, now(), 'submitted')`,
          [randomUUID(), user.id, kyivDay(new Date())],
        );
        const start = ctx.app.inject({
          method: 'GET',
          url: '/api/get-questions-exam-crypt',
          headers: user.auth,
        });
        // Once the start waits on the other exam's row lock at its insert, the other exam commits.
        await vi.waitFor(
          async () => {
            const { rows: waiting } = (await ctx.database.db.execute(
              `select count(*)::integer as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )) as unknown as { rows: { n: number }[] };
            expect(waiting[0]!.n).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 10 },
        );
        await other.query('commit');
        const res = await start;
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(examMessages.dailyLimit);
      } finally {
        await other.end();
      }
      const { rows } = (await ctx.database.db.execute(
        `select count(*)::integer as n from exam_sessions where user_id = ${user.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(1);
    },
  );
});
