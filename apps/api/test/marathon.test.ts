import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { marathonMessages } from '@pdr/contract/marathon';
import { createSession } from '../src/plugins/auth.ts';
import { rowsOf } from '../src/db/rows.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeThemes, makeUser, type FixtureQuestion, type TestUser } from './learning-fixtures.ts';

describe.each(drivers)('the marathon on %s (/api/marathon)', (driver) => {
  const ctx = useTestApp(driver);

  const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: { ...user?.auth }, payload: payload as object });
  const now = async (user: TestUser) => {
    const res = await call('GET', '/marathon', user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const answer = (user: TestUser, q: FixtureQuestion, right: boolean) =>
    call('POST', '/marathon/answer', user, {
      question_id: q.id,
      answer_id: right ? q.correct : q.wrong,
    });

  /** The marathon runs over the whole bank of the test's database; these tests keep to a bank of their own. */
  async function ownBank(specs: { questions: number; free?: boolean }[]) {
    await ctx.database.db.execute(sql`update themes set retired_at = now() where retired_at is null`);
    return makeThemes(ctx.database.db, specs);
  }

  it('serves the bank theme by theme in order, scores at once and keeps the place across sessions', async () => {
    const [first, second] = await ownBank([{ questions: 3 }, { questions: 4, free: true }]);
    const bank = [...first!.questions, ...second!.questions];
    const user = await makeUser(ctx.database.db);

    const start = await now(user);
    expect(start).toMatchObject({
      status: 'question',
      theme_id: first!.id,
      position: 1,
      total: 7,
      answered: 0,
      right: 0,
    });
    expect(start.question.id).toBe(bank[0]!.id);
    // Without its answer or comment, as an exam shows it.
    expect(start.question.answers.some((a: object) => 'correct_answer' in a)).toBe(false);
    expect(start.question.notes).toBe('');

    for (const [i, q] of bank.slice(0, 5).entries()) {
      const res = await answer(user, q, i !== 1);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        correct: i !== 1,
        correct_answer_id: q.correct,
        position: i + 2,
        answered: i + 1,
        right: i === 0 ? 1 : i,
      });
      expect(res.json().notes).toContain('Коментар до питання');
    }

    // Another device of the same learner goes on at question 6.
    const token = await createSession(ctx.database.db, user.id);
    const phone = { ...user, auth: { authorization: `Bearer ${token}` } };
    const there = await now(phone);
    expect(there).toMatchObject({ position: 6, total: 7, answered: 5, right: 4, theme_id: second!.id });
    expect(there.question.id).toBe(bank[5]!.id);

    // The wrong answer moved the question's review card as a mistake.
    const cards = rowsOf<{ question_id: number; correct: boolean }>(
      await ctx.database.db.execute(
        sql`select question_id, correct from review_cards where user_id = ${user.id} order by question_id`,
      ),
    );
    expect(cards).toHaveLength(5);
    expect(cards.find((c) => c.question_id === bank[1]!.id)?.correct).toBe(false);

    for (const q of bank.slice(5)) expect((await answer(phone, q, true)).statusCode).toBe(200);
    expect(await now(user)).toMatchObject({
      status: 'finished',
      question: null,
      position: 8,
      total: 7,
      answered: 7,
      right: 6,
    });

    const again = await call('POST', '/marathon/restart', user);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'question', position: 1, answered: 0, right: 0 });
    expect(again.json().question.id).toBe(bank[0]!.id);
  });

  it('answers 409 for a question other than the current one, and counts a second device’s answer once', async () => {
    const [theme] = await ownBank([{ questions: 3 }]);
    const [q1, q2] = theme!.questions;
    const user = await makeUser(ctx.database.db);

    const ahead = await answer(user, q2!, true);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual({ message: marathonMessages.notCurrent });

    const [one, two] = await Promise.all([answer(user, q1!, true), answer(user, q1!, false)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await now(user)).toMatchObject({ position: 2, answered: 1 });

    const foreign = await call('POST', '/marathon/answer', user, {
      question_id: q2!.id,
      answer_id: q1!.correct,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ answer_id: marathonMessages.notAnswer });
    const bad = await call('POST', '/marathon/answer', user, { question_id: 'x', answer_id: 0 });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', '/marathon')).statusCode).toBe(401);
  });

  it('runs the free themes for a learner without Premium, then offers Premium; Premium goes on', async () => {
    const [free, paid] = await ownBank([{ questions: 2 }, { questions: 2, free: false }]);
    const user = await makeUser(ctx.database.db);
    expect(await now(user)).toMatchObject({ total: 2, position: 1 });
    for (const q of free!.questions) expect((await answer(user, q, true)).statusCode).toBe(200);
    expect(await now(user)).toMatchObject({ status: 'premium', question: null, position: 3, total: 2 });
    expect((await answer(user, paid!.questions[0]!, true)).statusCode).toBe(409);

    await ctx.database.db.execute(
      sql`update users set premium_until = now() + interval '30 days' where id = ${user.id}`,
    );
    const premium = await now(user);
    expect(premium).toMatchObject({ status: 'question', position: 3, total: 4, theme_id: paid!.id });
    expect(premium.question.id).toBe(paid!.questions[0]!.id);
  });
});
