import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favouriteMessages, FAVOURITES_RUN_SIZE } from '@pdr/contract/favourites';
import { decodeQuestions, learningMessages } from '@pdr/contract/learning';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  type FixtureQuestion,
  type TestUser,
} from './learning-fixtures.ts';
import { cardsOf } from './repetition-fixtures.ts';
import { attempts } from '../src/db/schema/learning.ts';

describe.each(drivers)('the favourites run on %s (/api/favourites/run, /api/favourites/result)', (driver) => {
  const ctx = useTestApp(driver);

  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...user?.auth } });
  const star = async (user: TestUser, questions: FixtureQuestion[]) => {
    for (const q of questions) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/favourites/${q.id}`, headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const run = (user: TestUser) => get('/favourites/run', user);
  const result = (user: TestUser, entries: unknown[], attemptId: string = randomUUID()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/favourites/result',
      headers: user.auth,
      payload: {
        attempt_id: attemptId,
        type: 'favourites',
        time: 75,
        data_question: JSON.stringify(entries),
      },
    });

  it('serves a free learner’s favourites of the themes open to them as a lesson, resumed after a reload', async () => {
    const [free, premium] = await makeThemes(ctx.database.db, [
      { questions: 3 },
      { questions: 2, free: false },
    ]);
    const user = await makeUser(ctx.database.db);
    await star(user, [...free!.questions, premium!.questions[0]!]);

    const res = await run(user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'favourites', theme_id: null, idx: null, count: 3, reveal: true });
    const questions = decodeQuestions(body.data);
    expect(questions.map((q) => q.id).sort()).toEqual(free!.questions.map((q) => q.id).sort());
    expect(questions.every((q) => q.answers.filter((a) => a.correct_answer === 1).length === 1)).toBe(true);

    const resumed = await get('/get-question-from-session-crypt', user);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ type: 'favourites', count: 3, reveal: true });
    expect(decodeQuestions(resumed.json().data).map((q) => q.id)).toEqual(questions.map((q) => q.id));
  });

  it('scores the answers from their ids, moves the review cards and lists the run as its own kind of test', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
    const user = await makeUser(ctx.database.db);
    await star(user, theme!.questions);
    expect((await run(user)).statusCode).toBe(200);
    const missed = theme!.questions[1]!.id;
    // The client's `correct` flags are ignored: the answer ids decide.
    const entries = answersFor(theme!.questions, [missed]).map((e) => ({ ...e, correct: 1 }));

    const attemptId = randomUUID();
    const res = await result(user, entries, attemptId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      attempt_id: attemptId,
      type: 'favourites',
      theme_id: null,
      result: 2,
      count_question: 3,
      passed: false,
      wrong_question_ids: [missed],
    });
    const cards = await cardsOf(ctx.database.db, user.id);
    expect(cards.map((c) => c.questionId)).toEqual(theme!.questions.map((q) => q.id));

    // Sent again (the outbox after a dropped answer): the same outcome, one attempt.
    const again = await result(user, entries, attemptId);
    expect(again.json().result).toEqual(res.json().result);
    const rows = await ctx.database.db.select().from(attempts).where(eq(attempts.userId, user.id));
    expect(rows.map((r) => r.type)).toEqual(['favourites']);
    // The run is over: no test in progress.
    expect((await get('/get-question-from-session-crypt', user)).statusCode).toBe(404);

    const history = (await get('/student-results', user)).json().result;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'favourites', result: 2, count_question: 3 });
  });

  it('refuses a free learner’s answer in a Premium theme, and serves it with Premium', async () => {
    const [, premium] = await makeThemes(ctx.database.db, [{ questions: 1 }, { questions: 2, free: false }]);
    const freeUser = await makeUser(ctx.database.db);
    await star(freeUser, premium!.questions);
    const none = await run(freeUser);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(favouriteMessages.nothingToRun);
    const refused = await result(freeUser, answersFor(premium!.questions));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors?.['data_question.0.question_id'] ?? refused.json().message).toContain(
      learningMessages.premiumTheme,
    );
    expect(await cardsOf(ctx.database.db, freeUser.id)).toEqual([]);

    const premiumUser = await makeUser(ctx.database.db, { premium: true });
    await star(premiumUser, premium!.questions);
    expect((await run(premiumUser)).json().count).toBe(2);
    expect((await result(premiumUser, answersFor(premium!.questions))).json().result.passed).toBe(true);
  });

  it('draws at most 20 of a longer list, and refuses more answers than that', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
    const user = await makeUser(ctx.database.db);
    await star(user, theme!.questions);
    const first = decodeQuestions((await run(user)).json().data).map((q) => q.id);
    expect(first).toHaveLength(FAVOURITES_RUN_SIZE);
    expect(new Set(first).size).toBe(FAVOURITES_RUN_SIZE);
    const tooMany = await result(user, answersFor(theme!.questions));
    expect(tooMany.statusCode).toBe(422);
  });

  it('refuses a question that is not the learner’s to run and an answer of another question', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
    const user = await makeUser(ctx.database.db);
    const [a, b] = theme!.questions;
    const unknown = await result(user, [{ question_id: 999_999_999, answer_id: a!.correct }]);
    expect(unknown.statusCode).toBe(422);
    const crossed = await result(user, [{ question_id: a!.id, answer_id: b!.correct }]);
    expect(crossed.statusCode).toBe(422);
    expect(JSON.stringify(crossed.json())).toContain(learningMessages.answerOfAnotherQuestion);
  });

  it('answers a guest 401', async () => {
    expect((await get('/favourites/run')).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/favourites/result',
      payload: { attempt_id: randomUUID(), time: 5, data_question: '[]' },
    });
    expect(res.statusCode).toBe(401);
  });
});
