import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExamResponse } from '@pdr/contract/exam';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';
import { answerKey, examCalls, fixClock, makeExamBank, questionsOf } from './exam-fixtures.ts';

describe.each(drivers)('exam: result, analytics and readiness on %s', (driver) => {
  const ctx = useTestApp(driver);
  const calls = examCalls(() => ctx.app);
  beforeAll(async () => {
    await makeExamBank(ctx.database.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
  });

  /** Starts an exam and answers the first `answered` questions, wrongly at the listed positions. */
  async function take(user: TestUser, answered: number, wrongAt: number[] = []) {
    const exam = (await calls.start(user)).json<ExamResponse>();
    const ids = questionsOf(exam).map((q) => q.id);
    const key = await answerKey(ctx.database.db, ids);
    const entries = [];
    for (let i = 0; i < answered; i++) {
      const id = ids[i]!;
      const answerId = wrongAt.includes(i) ? key.get(id)!.wrong : key.get(id)!.right;
      const res = await calls.answer(user, { exam_id: exam.exam_id, question_id: id, answer_id: answerId });
      if (res.statusCode !== 200) throw new Error(`answer ${i}: ${res.statusCode} ${res.body}`);
      entries.push({ question_id: id, answer_id: answerId, correct: wrongAt.includes(i) ? 0 : 1 });
    }
    return { exam, ids, key, entries };
  }

  async function themesOf(questionIds: number[]) {
    const result = await ctx.database.db.execute(sql`
      select distinct t.id, t.number, t.title from questions q join themes t on t.id = q.theme_id
      where q.id = any(${`{${questionIds.join(',')}}`}::integer[]) order by t.number`);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  it('closes the exam on the result call and scores it from the recorded answers; a resend gets the same', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const { exam, ids, key, entries } = await take(user, 10, [2]);
    clock.advance(5 * 60_000);
    const attemptId = randomUUID();
    // The client's correct flags are ignored: the recorded answers count.
    const forged = entries.map((e) => ({ ...e, correct: 1 }));
    const body = {
      attempt_id: attemptId,
      exam_id: exam.exam_id,
      data_question: JSON.stringify(forged),
      time: '05:00',
    };
    const res = await calls.submit(user, body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.status).toBe('ok');
    expect(json.result).toMatchObject({
      attempt_id: attemptId,
      type: 'exam',
      theme_id: null,
      idx: null,
      result: 9,
      count_question: 20,
      percent: 45,
      passed: false,
      time: 300,
      wrong_question_ids: [ids[2]],
      block: null,
      progress_car: null,
    });
    expect(json.result.correct_answers).toEqual(
      ids.map((id) => ({ question_id: id, answer_id: key.get(id)!.right })),
    );
    expect(json.data).toEqual({ errors: { themes: await themesOf([ids[2]!]) } });

    const read = (await calls.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read).toMatchObject({ closed: true, end_reason: 'submitted', passed: false });
    clock.advance(5000);
    const resent = await calls.submit(user, body);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(json);
    const stored = await ctx.database.db.execute(
      sql`select answers from attempts where user_id = ${user.id}`,
    );
    const rows = (stored as unknown as { rows: { answers: [number, number, boolean][] }[] }).rows;
    expect(rows).toHaveLength(1);
    // The attempt keeps the recorded answers, not the forged flags.
    const byId = (a: [number, number, boolean], b: [number, number, boolean]) => a[0] - b[0];
    expect(rows[0]!.answers.sort(byId)).toEqual(
      entries.map((e, i): [number, number, boolean] => [e.question_id, e.answer_id, i !== 2]).sort(byId),
    );
    const history = await ctx.app.inject({ method: 'GET', url: '/api/student-results', headers: user.auth });
    expect(history.json().result).toMatchObject([
      { id: attemptId, type: 'exam', theme: null, result: 9, count_question: 20 },
    ]);
  });

  it('answers the result of an exam the third mistake already closed with its stored outcome', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const { exam, ids, entries } = await take(user, 4, [0, 1, 3]);
    const res = await calls.submit(user, { exam_id: exam.exam_id, data_question: JSON.stringify(entries) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      result: 1,
      passed: false,
      wrong_question_ids: [ids[0], ids[1], ids[3]],
    });
    expect(res.json().data.errors.themes).toEqual(await themesOf([ids[0]!, ids[1]!, ids[3]!]));
  });

  it('refuses submitted entries that disagree with the recorded answers, 422 on data_question', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const { exam, ids, key, entries } = await take(user, 3, [1]);
    const changed = entries.map((e, i) => (i === 1 ? { ...e, answer_id: key.get(ids[1]!)!.right } : e));
    const disagree = await calls.submit(user, {
      exam_id: exam.exam_id,
      data_question: JSON.stringify(changed),
    });
    expect(disagree.statusCode).toBe(422);
    expect(disagree.json().errors).toEqual({
      data_question: 'Надіслані відповіді не збігаються із записаними на сервері',
    });
    const outside = await calls.submit(user, {
      exam_id: exam.exam_id,
      data_question: JSON.stringify([...entries, { question_id: 1, answer_id: 11 }]),
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ 'data_question.3.question_id': 'Цього питання немає в іспиті' });
    const notJson = await calls.submit(user, { exam_id: exam.exam_id, data_question: '{oops' });
    expect(notJson.json().errors).toEqual({ data_question: 'Відповіді мають бути JSON-списком' });
    const badTime = await calls.submit(user, { exam_id: exam.exam_id, time: 'вчора' });
    expect(badTime.json().errors).toEqual({ time: 'Час має бути в секундах або у форматі хх:сс' });
    // Still open: nothing was closed by the refused calls.
    expect((await calls.read(user)).json()).toMatchObject({ exam_id: exam.exam_id, closed: false });
    // An entry the server never recorded (refused, say, after the deadline) is not counted and not refused.
    const unrecorded = [...entries, { question_id: ids[5], answer_id: key.get(ids[5]!)!.right }];
    const ok = await calls.submit(user, { exam_id: exam.exam_id, data_question: JSON.stringify(unrecorded) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({ result: 2 });
  });

  it('answers 404 to the result of another learner’s exam, and 409 to an attempt id another learner used', async () => {
    fixClock(ctx.app);
    const owner = await makeUser(ctx.database.db, { premium: true });
    const other = await makeUser(ctx.database.db, { premium: true });
    const { exam } = await take(owner, 1);
    expect((await calls.submit(other, { exam_id: exam.exam_id })).statusCode).toBe(404);
    const attemptId = randomUUID();
    expect((await calls.submit(owner, { exam_id: exam.exam_id, attempt_id: attemptId })).statusCode).toBe(
      200,
    );
    const theirs = (await take(other, 1)).exam;
    expect((await calls.submit(other, { exam_id: theirs.exam_id, attempt_id: attemptId })).statusCode).toBe(
      409,
    );
  });

  it('gives a free learner the result without the themes of mistakes, with premium_required', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const { exam, entries } = await take(user, 5, [0, 4]);
    const res = await calls.submit(user, { exam_id: exam.exam_id, data_question: JSON.stringify(entries) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ errors: { themes: [] }, premium_required: true });
    expect(res.json().result).toMatchObject({ result: 3, passed: false });
  });

  it('closes the exam as timed out when the result arrives after the deadline, time capped at 20:00', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const { exam, entries } = await take(user, 2);
    clock.advance(1_200_000 + 2000);
    const res = await calls.submit(user, {
      exam_id: exam.exam_id,
      data_question: JSON.stringify(entries),
      time: '20:00',
    });
    expect(res.json().result).toMatchObject({ result: 2, passed: false, time: 1200 });
    expect((await calls.read(user, exam.exam_id)).json()).toMatchObject({ end_reason: 'deadline' });
  });

  it('still takes credit-test results on the same call', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-successful',
      headers: user.auth,
      payload: {
        attempt_id: randomUUID(),
        type: 'all_theme',
        theme_id: 999_999,
        time: 10,
        data_question: '[]',
      },
    });
    // The credit test's own refusal (no such theme), not a body error of the exam's shape.
    expect(res.statusCode).toBe(404);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-successful',
      headers: user.auth,
      payload: { attempt_id: randomUUID(), type: 'exam', time: 10, data_question: '[]' },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.exam_id).toBeTruthy();
  });

  it('counts an exam ended by three mistakes as 3 mistakes, never its 16 unanswered, in readiness and in total progress', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
    const { exam } = await take(user, 4, [1, 2, 3]);
    const read = (await calls.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read).toMatchObject({ closed: true, end_reason: 'mistakes', correct: 1, mistakes: 3 });

    const readiness = (await get('/api/exam/readiness')).json();
    type Row = { mistakes: number; unanswered: number };
    expect(readiness.groups.reduce((n: number, g: Row) => n + g.mistakes, 0)).toBe(3);
    expect(readiness.groups.reduce((n: number, g: Row) => n + g.unanswered, 0)).toBe(16);
    // Total progress counts questions by their latest answer: the unanswered ones are neither right nor wrong.
    expect((await get('/api/progress/total')).json()).toMatchObject({ success: 1, error: 3 });
  });

  it('tells readiness: how many more exams under three, then the share passed and the groups losing points', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const readiness = () => ctx.app.inject({ method: 'GET', url: '/api/exam/readiness', headers: user.auth });
    expect((await readiness()).json()).toEqual({
      category: 'B',
      exams: 0,
      passed: 0,
      percent: null,
      needed: 3,
      groups: [],
    });

    // Exam 1: all right. Exam 2: third mistake after three answers. Exam 3: two mistakes, all answered.
    const groupsOf = async (ids: number[]) => {
      const r = await ctx.database.db.execute(sql`
        select q.id, t.exam_group as "group" from questions q join themes t on t.id = q.theme_id
        where q.id = any(${`{${ids.join(',')}}`}::integer[])`);
      return new Map(
        (r as unknown as { rows: { id: number; group: string }[] }).rows.map((x) => [x.id, x.group]),
      );
    };
    await take(user, 20);
    clock.advance(60_000);
    const second = await take(user, 3, [0, 1, 2]);
    clock.advance(60_000);
    expect((await readiness()).json()).toMatchObject({ exams: 2, passed: 1, percent: null, needed: 1 });
    const third = await take(user, 20, [5, 6]);
    clock.advance(60_000);

    const res = (await readiness()).json();
    expect(res).toMatchObject({ exams: 3, passed: 2, percent: 67, needed: 0 });
    // Per group, apart: the mistakes (exam 2's three, exam 3's two) and the unanswered (exam 2's other 17).
    const g2 = await groupsOf(second.ids);
    const g3 = await groupsOf(third.ids);
    const mistakes: Record<string, number> = {};
    const unanswered: Record<string, number> = {};
    const add = (to: Record<string, number>, group: string) => (to[group] = (to[group] ?? 0) + 1);
    second.ids.forEach((id, i) => add(i < 3 ? mistakes : unanswered, g2.get(id)!));
    for (const i of [5, 6]) add(mistakes, g3.get(third.ids[i]!)!);
    type Row = { group: string; mistakes: number; unanswered: number; questions: number };
    const groups = res.groups as Row[];
    expect(Object.fromEntries(groups.map((g) => [g.group, g.mistakes]).filter(([, n]) => n))).toEqual(
      mistakes,
    );
    expect(Object.fromEntries(groups.map((g) => [g.group, g.unanswered]).filter(([, n]) => n))).toEqual(
      unanswered,
    );
    // The mistakes are the exams' own: 0 + 3 + 2, never the 17 questions exam 2 did not reach.
    expect(groups.reduce((n, g) => n + g.mistakes, 0)).toBe(5);
    expect(groups.reduce((n, g) => n + g.unanswered, 0)).toBe(17);
    const asked = { rules: 30, safety: 12, vehicle: 12, first_aid: 6 } as Record<string, number>;
    for (const g of groups) expect(g.questions).toBe(asked[g.group]);
    const shares = groups.map((g) => (g.mistakes + g.unanswered) / g.questions);
    expect(shares).toEqual([...shares].sort((a: number, b: number) => b - a));
    expect(res.groups.map((g: { label: string }) => g.label)).toContain('Правила дорожнього руху');
  });
});
