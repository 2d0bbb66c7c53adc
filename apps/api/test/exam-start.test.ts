import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExamResponse } from '@pdr/contract/exam';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser } from './learning-fixtures.ts';
import { answerKey, examCalls, fixClock, makeExamBank, questionsOf } from './exam-fixtures.ts';

describe.each(drivers)('exam: start, resume and read on %s', (driver) => {
  const ctx = useTestApp(driver);
  const calls = examCalls(() => ctx.app);
  beforeAll(async () => {
    await makeExamBank(ctx.database.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
  });

  it('answers 401 to a guest on every exam call', async () => {
    for (const [method, url] of [
      ['GET', '/api/get-questions-exam-crypt'],
      ['GET', '/api/exam-crypt'],
      ['POST', '/api/exam/answer'],
      ['GET', '/api/exam/rules'],
      ['POST', '/api/exam/rules'],
      ['GET', '/api/exam/readiness'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts an exam of 20 distinct questions in the 10/4/4/2 mix with 20 minutes on the clock', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const res = await calls.start(user);
    expect(res.statusCode).toBe(200);
    const exam = res.json<ExamResponse>();
    expect(exam).toMatchObject({
      type: 'exam',
      count: 20,
      seconds_left: 1200,
      answers: [],
      correct: 0,
      mistakes: 0,
      closed: false,
      end_reason: null,
      passed: null,
      review: null,
    });
    expect(exam.started_at).toBe(clock.now().toISOString());
    expect(new Date(exam.deadline_at).getTime() - new Date(exam.started_at).getTime()).toBe(1_200_000);
    const ids = questionsOf(exam).map((q) => q.id);
    expect(new Set(ids).size).toBe(20);
    const groups = await ctx.database.db.execute(sql`
      select t.exam_group as "group", count(*)::integer as n from questions q join themes t on t.id = q.theme_id
      where q.id = any(${`{${ids.join(',')}}`}::integer[]) group by t.exam_group`);
    const mix = Object.fromEntries(
      (groups as unknown as { rows: { group: string; n: number }[] }).rows.map((r) => [r.group, r.n]),
    );
    expect(mix).toEqual({ rules: 10, safety: 4, vehicle: 4, first_aid: 2 });
  });

  it('never sends the answer key, the comment or the video in the payload', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const exam = (await calls.start(user)).json<ExamResponse>();
    const json = Buffer.from(exam.data, 'base64').toString('utf8');
    expect(json).not.toContain('correct_answer');
    expect(json).not.toContain('Коментар');
    expect(json).not.toContain('youtu');
    for (const q of questionsOf(exam)) {
      expect(q.notes).toBe('');
      expect(q.video_url).toBeNull();
      expect(q.answers.map((a) => a.correct)).toEqual(['1.', '2.', '3.']);
    }
  });

  it('returns the open exam to a second start and to /exam-crypt, with the answers so far and the time left', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const first = (await calls.start(user)).json<ExamResponse>();
    const q = questionsOf(first)[0]!;
    const key = await answerKey(ctx.database.db, [q.id]);
    clock.advance(61_500);
    expect(
      (
        await calls.answer(user, {
          exam_id: first.exam_id,
          question_id: q.id,
          answer_id: key.get(q.id)!.wrong,
        })
      ).statusCode,
    ).toBe(200);

    clock.advance(10_000);
    const again = await calls.start(user);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      exam_id: first.exam_id,
      data: first.data,
      seconds_left: 1129,
      mistakes: 1,
    });
    const resumed = await calls.read(user);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      exam_id: first.exam_id,
      data: first.data,
      seconds_left: 1129,
      correct: 0,
      mistakes: 1,
      answers: [
        {
          question_id: q.id,
          answer_id: key.get(q.id)!.wrong,
          correct: false,
          right_answer_id: key.get(q.id)!.right,
        },
      ],
    });
  });

  it('answers 404 to /exam-crypt without an open exam, and to another learner’s exam', async () => {
    fixClock(ctx.app);
    const owner = await makeUser(ctx.database.db);
    const other = await makeUser(ctx.database.db);
    const none = await calls.read(other);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Незавершеного іспиту немає');
    const exam = (await calls.start(owner)).json<ExamResponse>();
    const foreign = await calls.read(other, exam.exam_id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Іспит не знайдено');
    expect((await calls.read(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await calls.read(other, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.exam_id).toBeTruthy();
  });

  it('closes an exam past its deadline at the first read, without the client, and writes it to history', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const exam = (await calls.start(user)).json<ExamResponse>();
    clock.advance(1_200_000 + 4_000);
    // Within the grace the exam still waits for answers in flight.
    expect((await calls.read(user)).json()).toMatchObject({ closed: false, seconds_left: 0 });
    clock.advance(2_000);
    const read = await calls.read(user, exam.exam_id);
    expect(read.json()).toMatchObject({
      closed: true,
      end_reason: 'deadline',
      passed: false,
      seconds_left: 0,
    });
    const review = read.json<ExamResponse>().review!;
    expect(review).toHaveLength(20);
    const key = await answerKey(
      ctx.database.db,
      review.map((r) => r.question_id),
    );
    expect(review.every((r) => key.get(r.question_id)!.right === r.right_answer_id)).toBe(true);
    expect((await calls.read(user)).statusCode).toBe(404);
    const history = await ctx.app.inject({ method: 'GET', url: '/api/student-results', headers: user.auth });
    expect(history.json().result).toMatchObject([
      { type: 'exam', theme: null, result: 0, count_question: 20, time: '20:00', date: exam.deadline_at },
    ]);
  });

  it('lets a free learner start one exam per Kyiv day (403 for the second) and Premium without limit', async () => {
    // 21:30 UTC in November is 23:30 in Kyiv; an hour later it is the next Kyiv day.
    const clock = fixClock(ctx.app, new Date('2026-11-24T21:30:00Z'));
    const free = await makeUser(ctx.database.db);
    const first = (await calls.start(free)).json<ExamResponse>();
    await calls.submit(free, { exam_id: first.exam_id });
    const second = await calls.start(free);
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(
      'Сьогоднішній безкоштовний іспит уже використано: на безкоштовному тарифі іспит можна складати один раз на день. Наступний — завтра, від 00:00 за київським часом. З Преміумом — без обмежень.',
    );
    clock.advance(60 * 60_000);
    expect((await calls.start(free)).statusCode).toBe(200);

    const premium = await makeUser(ctx.database.db, { premium: true });
    for (let i = 0; i < 3; i++) {
      const exam = (await calls.start(premium)).json<ExamResponse>();
      expect((await calls.submit(premium, { exam_id: exam.exam_id })).statusCode).toBe(200);
    }
    expect((await calls.start(premium)).statusCode).toBe(200);
  });

  it('gives two starts at once one exam between them', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const [a, b] = await Promise.all([calls.start(user), calls.start(user)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().exam_id).toBe(b.json().exam_id);
    const open = await ctx.database.db.execute(
      sql`select count(*)::integer as n from exam_sessions where user_id = ${user.id}`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('stores that the rules were read', async () => {
    fixClock(ctx.app);
    const user = await makeUser(ctx.database.db);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/exam/rules', headers: user.auth });
    expect((await get()).json()).toEqual({ read: false });
    const post = await ctx.app.inject({ method: 'POST', url: '/api/exam/rules', headers: user.auth });
    expect(post.json()).toEqual({ read: true });
    expect((await get()).json()).toEqual({ read: true });
  });
});
