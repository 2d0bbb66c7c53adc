import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/settings.ts';
import { sessions } from '../src/db/schema/accounts.ts';
import { orders } from '../src/db/schema/payments.ts';
import { SESSIONS_PER_USER, createSession } from '../src/plugins/auth.ts';
import {
  ATTEMPTS_PER_HOUR,
  CAP_MESSAGES,
  EXAM_STARTS_PER_HOUR,
  ORDERS_PER_HOUR,
} from '../src/lib/row-caps.ts';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createUser, loginAs } from './accounts-fixtures.ts';
import { orderRow } from './payments-fixtures.ts';
import { answersFor, makeThemes, makeUser, postLesson } from './learning-fixtures.ts';
import { makeExamBank } from './exam-fixtures.ts';
import { reviewCalls } from './repetition-fixtures.ts';
import {
  openOrders,
  payThroughLink,
  registerFinishesAtOnce,
  subscribesAtOnce,
} from './rows-per-user-fixtures.ts';

/**
 * Every call that adds rows for a learner is bounded (decision 130): one open order, a cap on live
 * sessions, and caps on the attempts and exams of an hour. once-a-day-two-instances.test.ts runs the orders'
 * case through two apps on one PostgreSQL database.
 */
describe.each(drivers)('rows a learner can add, on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  /** `n` attempts of the learner, `minutesAgo` old, written directly. */
  async function attemptsAgo(userId: number, n: number, minutesAgo: number) {
    await db()
      .execute(sql`insert into attempts (id, user_id, type, correct_count, question_count, passed, time_s,
        outcome, created_at)
      select gen_random_uuid(), ${userId}, 'review', 1, 1, true, 5, '{}'::jsonb,
        now() - make_interval(mins => ${minutesAgo})
      from generate_series(1, ${n})`);
  }

  describe('orders', () => {
    it('gives fifty POST /api/user/subscribe at once one open order, whose link pays it', async () => {
      await subscribesAtOnce([ctx.app], db(), 50);
    });

    it('gives twenty POST /api/register/finish at once one open order', async () => {
      await registerFinishesAtOnce([ctx.app], db(), 20);
    });

    it('replaces the open order when the price changed, and the old link still pays the old order', async () => {
      const user = await createUser(db());
      const token = await loginAs(ctx.app, user.phone);
      const subscribe = () =>
        ctx.app.inject({ method: 'POST', url: '/api/user/subscribe', headers: bearer(token) });
      const old = (await subscribe()).json<{ order_id: string; link: string }>();
      await db().update(settings).set({ subscriptionPrice: 349 }).where(eq(settings.id, 1));
      try {
        const fresh = (await subscribe()).json<{ order_id: string }>();
        expect(fresh.order_id).not.toBe(old.order_id);
        expect(await orderRow(db(), fresh.order_id)).toMatchObject({ status: 'created', amount: 34_900 });
        expect(await orderRow(db(), old.order_id)).toMatchObject({ status: 'failed', amount: 29_900 });
        expect((await openOrders(db(), user.id)).map((o) => o.id)).toEqual([fresh.order_id]);
        // A learner who had the old page open still gets what they paid for.
        expect((await payThroughLink(ctx.app, old.link)).statusCode).toBe(303);
        expect(await orderRow(db(), old.order_id)).toMatchObject({ status: 'paid' });
      } finally {
        await db().update(settings).set({ subscriptionPrice: 299 }).where(eq(settings.id, 1));
      }
    });

    it(`refuses an order past ${ORDERS_PER_HOUR} in the hour of subscribing and cancelling with 429`, async () => {
      const user = await createUser(db());
      const token = await loginAs(ctx.app, user.phone);
      const call = (url: string) => ctx.app.inject({ method: 'POST', url, headers: bearer(token) });
      for (let i = 0; i < ORDERS_PER_HOUR; i++) {
        expect((await call('/api/user/subscribe')).statusCode).toBe(200);
        expect((await call('/api/user/unsubscribe')).json().cancelled).toBe(1);
      }
      const res = await call('/api/user/subscribe');
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().message).toBe(CAP_MESSAGES.orders);
      const all = await db().select().from(orders).where(eq(orders.userId, user.id));
      expect(all).toHaveLength(ORDERS_PER_HOUR);
    });
  });

  describe('sessions', () => {
    it(`keeps ${SESSIONS_PER_USER} live sessions of a user, signing out the one used longest ago`, async () => {
      const user = await createUser(db());
      const tokens: string[] = [];
      for (let i = 0; i < SESSIONS_PER_USER + 2; i++) tokens.push(await createSession(db(), user.id));
      const latest = await loginAs(ctx.app, user.phone);
      const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(SESSIONS_PER_USER);
      const me = (token: string) =>
        ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect((await me(tokens[0]!)).statusCode).toBe(401);
      expect((await me(tokens[2]!)).statusCode).toBe(401);
      expect((await me(tokens[3]!)).statusCode).toBe(200);
      expect((await me(latest)).statusCode).toBe(200);
    });
  });

  describe('attempts and exams of an hour', () => {
    it(`refuses a lesson result past ${ATTEMPTS_PER_HOUR} attempts in the hour with 429`, async () => {
      const [theme] = await makeThemes(db(), [{ questions: 3 }]);
      const user = await makeUser(db());
      await attemptsAgo(user.id, ATTEMPTS_PER_HOUR - 1, 5);
      // An hour ago no longer counts.
      await attemptsAgo(user.id, 5, 61);
      const lesson = () =>
        postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(theme!.questions) });
      expect((await lesson()).statusCode).toBe(200);
      const res = await lesson();
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().message).toBe(CAP_MESSAGES.attempts);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses a review result past the cap with 429 and moves no card', async () => {
      const [theme] = await makeThemes(db(), [{ questions: 3 }]);
      const user = await makeUser(db(), { premium: true });
      const entries = answersFor(theme!.questions);
      expect((await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries })).statusCode).toBe(
        200,
      );
      await attemptsAgo(user.id, ATTEMPTS_PER_HOUR, 5);
      const cards = async () =>
        (
          (await db().execute(
            sql`select question_id, reps from review_cards where user_id = ${user.id} order by question_id`,
          )) as unknown as { rows: unknown[] }
        ).rows;
      const cardsBefore = await cards();
      expect(cardsBefore).toHaveLength(3);
      const res = await reviewCalls(() => ctx.app).result(user, entries);
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().message).toBe(CAP_MESSAGES.attempts);
      expect(await cards()).toEqual(cardsBefore);
    });

    it(`refuses a Premium exam start past ${EXAM_STARTS_PER_HOUR} starts in the hour with 429`, async () => {
      await makeExamBank(db(), { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
      const user = await makeUser(db(), { premium: true });
      await db()
        .execute(sql`insert into exam_sessions (id, user_id, question_ids, started_at, deadline_at, day,
          closed_at, end_reason)
        select gen_random_uuid(), ${user.id}, '{}', now() - interval '10 minutes', now() + interval '10 minutes',
          current_date, now(), 'submitted'
        from generate_series(1, ${EXAM_STARTS_PER_HOUR})`);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/get-questions-exam-crypt',
        headers: user.auth,
      });
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().message).toBe(CAP_MESSAGES.exams);
    });
  });
});
