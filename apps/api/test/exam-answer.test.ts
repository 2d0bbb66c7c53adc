import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExamResponse } from '@pdr/contract/exam';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';
import { answerKey, examCalls, fixClock, makeExamBank, questionsOf, type KeyEntry } from './exam-fixtures.ts';

describe.each(drivers)('exam: one answer at a time on %s', (driver) => {
  const ctx = useTestApp(driver);
  const calls = examCalls(() => ctx.app);
  beforeAll(async () => {
    await makeExamBank(ctx.database.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
  });

  async function started(user: TestUser) {
    const exam = (await calls.start(user)).json<ExamResponse>();
    const ids = questionsOf(exam).map((q) => q.id);
    const key = await answerKey(ctx.database.db, ids);
    const answer = (i: number, right: boolean, extra: Record<string, unknown> = {}) =>
      calls.answer(user, {
        exam_id: exam.exam_id,
        question_id: ids[i],
        answer_id: right ? key.get(ids[i]!)!.right : key.get(ids[i]!)!.wrong,
        ...extra,
      });
    return { exam, ids, key: key as Map<number, KeyEntry>, answer };
  }

  it('checks a right and a wrong answer and gives the right answer id and the counts', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { ids, key, answer } = await started(user);
    clock.advance(30_000);
    const right = await answer(0, true);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      question_id: ids[0],
      answer_id: key.get(ids[0]!)!.right,
      correct: true,
      right_answer_id: key.get(ids[0]!)!.right,
      correct_count: 1,
      mistakes: 0,
      answered: 1,
      over: false,
      end_reason: null,
      passed: null,
      seconds_left: 1170,
    });
    const wrong = await answer(1, false);
    expect(wrong.json()).toMatchObject({
      correct: false,
      right_answer_id: key.get(ids[1]!)!.right,
      correct_count: 1,
      mistakes: 1,
      answered: 2,
      over: false,
    });
  });

  it('updates the learner’s latest answers, as lessons do, so repetition sees exam answers', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { ids, key, answer } = await started(user);
    await answer(0, false);
    const rows = await ctx.database.db.execute(sql`
      select question_id as "questionId", theme_id as "themeId", answer_id as "answerId", correct
      from review_cards where user_id = ${user.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      {
        questionId: ids[0],
        themeId: key.get(ids[0]!)!.themeId,
        answerId: key.get(ids[0]!)!.wrong,
        correct: false,
      },
    ]);
  });

  it('answers a resend with the stored outcome, without counting it again', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, answer } = await started(user);
    const clientId = randomUUID();
    const first = await answer(0, false, { client_answer_id: clientId });
    await answer(1, true);
    const resent = await answer(0, false, { client_answer_id: clientId });
    expect(resent.statusCode).toBe(200);
    // The outcome as it was when the answer was recorded.
    expect(resent.json()).toEqual(first.json());
    const read = (await calls.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read).toMatchObject({ correct: 1, mistakes: 1 });
    expect(read.answers).toHaveLength(2);
  });

  it('refuses a second answer to the same question, 409 on question_id', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { answer } = await started(user);
    await answer(0, true);
    const again = await answer(0, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ question_id: 'На це питання вже є відповідь' });
  });

  it('refuses a question of another exam and an answer of another question, 422 naming the field', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, ids, key } = await started(user);
    const all = await ctx.database.db.execute(sql`select id from questions order by id`);
    const outside = (all as unknown as { rows: { id: number }[] }).rows
      .map((r) => r.id)
      .find((id) => !ids.includes(id))!;
    const foreignQuestion = await calls.answer(user, {
      exam_id: exam.exam_id,
      question_id: outside,
      answer_id: outside * 10 + 1,
    });
    expect(foreignQuestion.statusCode).toBe(422);
    expect(foreignQuestion.json().errors).toEqual({ question_id: 'Цього питання немає в іспиті' });
    const foreignAnswer = await calls.answer(user, {
      exam_id: exam.exam_id,
      question_id: ids[0],
      answer_id: key.get(ids[1]!)!.right,
    });
    expect(foreignAnswer.statusCode).toBe(422);
    expect(foreignAnswer.json().errors).toEqual({ answer_id: 'Ця відповідь належить до іншого питання' });
    const unknownAnswer = await calls.answer(user, {
      exam_id: exam.exam_id,
      question_id: ids[0],
      answer_id: 2_147_483_647,
    });
    expect(unknownAnswer.statusCode).toBe(422);
    expect(unknownAnswer.json().errors.answer_id).toBeTruthy();
  });

  it('refuses malformed bodies with Ukrainian field errors, never a 500', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, ids } = await started(user);
    const res = await calls.answer(user, {
      exam_id: exam.exam_id,
      question_id: 2 ** 31,
      answer_id: 1.5,
      client_answer_id: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['answer_id', 'client_answer_id', 'question_id']);
    expect(res.json().errors.question_id).toBe('Має бути не більше 2147483647');
    expect(
      (await calls.answer(user, { exam_id: 'x', question_id: ids[0], answer_id: 1 })).json().errors.exam_id,
    ).toBeTruthy();
  });

  it('answers 404 for an unknown exam and another learner’s exam', async () => {
    fixClock(ctx.app);
    const owner = await makeUser(ctx.database.db);
    const other = await makeUser(ctx.database.db);
    const { exam, ids, key } = await started(owner);
    const body = { exam_id: exam.exam_id, question_id: ids[0], answer_id: key.get(ids[0]!)!.right };
    expect((await calls.answer(other, body)).statusCode).toBe(404);
    expect((await calls.answer(owner, { ...body, exam_id: randomUUID() })).statusCode).toBe(404);
  });

  it('takes an answer within 5 s after the deadline and refuses one later, 409 on exam_id', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, answer } = await started(user);
    clock.advance(1_200_000 + 4_000);
    const inGrace = await answer(0, true);
    expect(inGrace.statusCode).toBe(200);
    expect(inGrace.json()).toMatchObject({ over: false, seconds_left: 0 });
    clock.advance(1_500);
    const late = await answer(1, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({ exam_id: 'Час іспиту вичерпано' });
    expect((await calls.read(user, exam.exam_id)).json()).toMatchObject({
      closed: true,
      end_reason: 'deadline',
      correct: 1,
    });
  });

  it('ends the exam at the third mistake; later answers are refused as the exam is over', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, answer } = await started(user);
    await answer(0, false);
    await answer(1, true);
    await answer(2, false);
    const third = await answer(3, false);
    expect(third.json()).toMatchObject({ mistakes: 3, over: true, end_reason: 'mistakes', passed: false });
    const after = await answer(4, true);
    expect(after.statusCode).toBe(409);
    expect(after.json().errors).toEqual({ exam_id: 'Іспит уже завершено' });
    const read = (await calls.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read).toMatchObject({
      closed: true,
      end_reason: 'mistakes',
      passed: false,
      correct: 1,
      mistakes: 3,
    });
    expect(read.review).toHaveLength(20);
    const attempts = await ctx.database.db.execute(
      sql`select type, correct_count as correct, passed from attempts where user_id = ${user.id}`,
    );
    expect((attempts as unknown as { rows: unknown[] }).rows).toEqual([
      { type: 'exam', correct: 1, passed: false },
    ]);
  });

  it('ends the exam when all 20 are answered: passed with two mistakes, counted in total progress', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { answer } = await started(user);
    let last;
    for (let i = 0; i < 20; i++) {
      clock.advance(1000);
      last = await answer(i, i !== 3 && i !== 11);
    }
    expect(last!.json()).toMatchObject({
      correct_count: 18,
      mistakes: 2,
      answered: 20,
      over: true,
      end_reason: 'answered',
      passed: true,
      seconds_left: 0,
    });
    const total = await ctx.app.inject({ method: 'GET', url: '/api/progress/total', headers: user.auth });
    expect(total.json()).toMatchObject({ exam_pass: 1, success: 18, error: 2 });
  });

  it('counts two different answers sent at once one after the other', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, answer } = await started(user);
    const results = await Promise.all([answer(0, false), answer(1, false), answer(2, true), answer(3, true)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().answered).sort()).toEqual([1, 2, 3, 4]);
    expect((await calls.read(user, exam.exam_id)).json()).toMatchObject({
      correct: 2,
      mistakes: 2,
      closed: false,
    });
  });

  it('records one of two answers to the same question sent at once, and a resend racing its original once', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, answer } = await started(user);
    const [a, b] = await Promise.all([answer(0, true), answer(0, false)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const clientId = randomUUID();
    const [c, d] = await Promise.all([
      answer(1, false, { client_answer_id: clientId }),
      answer(1, false, { client_answer_id: clientId }),
    ]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect(c.json()).toEqual(d.json());
    const read = (await calls.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read.answers).toHaveLength(2);
    expect(read.correct + read.mistakes).toBe(2);
  });

  it('never records a fourth mistake when the third and another answer race', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, answer } = await started(user);
    await answer(0, false);
    await answer(1, false);
    const results = await Promise.all([answer(2, false), answer(3, false), answer(4, false)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const read = (await calls.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read).toMatchObject({ mistakes: 3, closed: true, end_reason: 'mistakes' });
    expect(read.answers).toHaveLength(3);
  });
});
