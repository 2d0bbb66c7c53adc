import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExamResponse } from '@pdr/contract/exam';
import { closeOverdueExams, overdueExamsPlugin } from '../src/modules/exam/overdue.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser } from './learning-fixtures.ts';
import { answerKey, examCalls, fixClock, makeExamBank, questionsOf } from './exam-fixtures.ts';

describe.each(drivers)('exam: an exam nobody comes back to closes at its deadline on %s', (driver) => {
  // As main.ts does, with a short period so the test does not wait.
  const ctx = useTestApp(driver, { beforeReady: (app) => app.register(overdueExamsPlugin, { everyMs: 40 }) });
  const calls = examCalls(() => ctx.app);
  beforeAll(async () => {
    await makeExamBank(ctx.database.db, { rules: 12, safety: 4, vehicle: 4, first_aid: 2 });
  });

  it('shows in history and on the exam as not passed, dated at the deadline, without any call of the learner', async () => {
    const clock = fixClock(ctx.app);
    const user = await makeUser(ctx.database.db, { premium: true });
    const exam = (await calls.start(user)).json<ExamResponse>();
    const ids = questionsOf(exam).map((q) => q.id);
    const key = await answerKey(ctx.database.db, ids);
    for (const id of ids.slice(0, 2)) {
      const res = await calls.answer(user, {
        exam_id: exam.exam_id,
        question_id: id,
        answer_id: key.get(id)!.right,
      });
      expect(res.statusCode).toBe(200);
    }
    // Still running: nothing to close.
    expect(await closeOverdueExams(ctx.database.db, ctx.app.contentCache, clock.now())).toBe(0);

    // Within the grace an answer may still be on its way; after it the exam is over.
    clock.advance(1_200_000 + 2000);
    expect(await closeOverdueExams(ctx.database.db, ctx.app.contentCache, clock.now())).toBe(0);
    clock.advance(5000);
    const history = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/student-results', headers: user.auth })).json()
        .result;
    await vi.waitFor(async () => expect(await history()).toHaveLength(1), { timeout: 5000, interval: 50 });
    expect(await history()).toMatchObject([
      { type: 'exam', result: 2, count_question: 20, time: '20:00', date: exam.deadline_at },
    ]);
    // Closed once: a later pass finds nothing, and the learner's read shows how it ended.
    expect(await closeOverdueExams(ctx.database.db, ctx.app.contentCache, clock.now())).toBe(0);
    expect((await calls.read(user, exam.exam_id)).json()).toMatchObject({ end_reason: 'deadline' });
  });
});
