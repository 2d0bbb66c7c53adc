import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { users } from '../src/db/schema/accounts.ts';
import { AnswerStats } from '../src/modules/stats/service.ts';
import { rowsOf } from '../src/db/rows.ts';
import { drivers, useTestApp } from './test-app.ts';
import {
  makeThemes,
  makeUser,
  postLesson,
  type FixtureQuestion,
  type FixtureTheme,
  type TestUser,
} from './learning-fixtures.ts';

describe.each(drivers)('how hard each question is on %s (/api/questions/{id}/stats)', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  const stats = async (user: TestUser, id: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/questions/${id}/stats`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** A learner's lesson of the theme's only block: `pick` chooses each answer. */
  async function lesson(user: TestUser, theme: FixtureTheme, pick: (q: FixtureQuestion) => number) {
    const entries = theme.questions.map((q) => {
      const answerId = pick(q);
      return { question_id: q.id, answer_id: answerId, correct: answerId === q.correct ? 1 : 0 };
    });
    const res = await postLesson(ctx.app, user, { theme_id: theme.id, idx: 0, entries });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('counts each learner’s first answer and shows the share right from the 30th learner', async () => {
    // Each the first of its call: always open (learning-fixtures.ts).
    const [often] = await makeThemes(db(), [{ questions: 3 }]);
    const [fewer] = await makeThemes(db(), [{ questions: 3 }]);
    const [q1, q2, q3] = often!.questions;
    const learners: TestUser[] = [];
    for (let i = 0; i < 30; i++) {
      const user = await makeUser(db());
      learners.push(user);
      // q1 right for 21 of 30; q2's same wrong answer for 20 (the key is likely wrong); q3 right for all.
      await lesson(user, often!, (q) =>
        q === q1 ? (i < 21 ? q.correct : q.wrong) : q === q2 ? (i < 20 ? q.wrong : q.correct) : q.correct,
      );
      if (i < 29) await lesson(user, fewer!, (q) => q.correct);
    }
    // A second answer of the same learner does not count again.
    await lesson(learners[0]!, often!, (q) => q.wrong);

    const viewer = learners[5]!;
    expect(await stats(viewer, q1!.id)).toEqual({ learners: 30, right_share: 0.7 });
    expect(await stats(viewer, q2!.id)).toEqual({ learners: 30, right_share: 10 / 30 });
    expect(await stats(viewer, q3!.id)).toEqual({ learners: 30, right_share: 1 });
    expect(await stats(viewer, fewer!.questions[0]!.id)).toEqual({ learners: 29, right_share: null });

    // The figures are a cached aggregate: a new learner's answer shows at the next refresh, not at once.
    const late = await makeUser(db());
    await lesson(late, fewer!, (q) => q.correct);
    expect(await stats(viewer, fewer!.questions[0]!.id)).toEqual({ learners: 29, right_share: null });
    const fresh = new AnswerStats(db());
    const choices = await fresh.current();
    expect(choices.get(fewer!.questions[0]!.id)?.get(fewer!.questions[0]!.correct)).toBe(30);

    // The operator's 'Складні питання': the likely error of the key first, each with its open reports.
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: viewer.auth,
      payload: { question_id: q2!.id, reason: 'wrong_answer', comment: 'Ключ хибний' },
    });
    expect(report.statusCode, report.body).toBeLessThan(300);
    const operator = await makeUser(db());
    await db().update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, operator.id));
    const hard = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions/hard?category=B',
      headers: operator.auth,
    });
    expect(hard.statusCode, hard.body).toBe(200);
    const listed = hard.json().questions as Array<{ question_id: number }>;
    const mine = listed.filter((q) => often!.questions.some((o) => o.id === q.question_id));
    expect(mine.map((q) => q.question_id)).toEqual([q2!.id, q1!.id, q3!.id]);
    expect(mine[0]).toMatchObject({
      learners: 30,
      top_answer: { id: q2!.wrong, learners: 20 },
      top_is_key: false,
      open_reports: 1,
    });
    expect(mine[1]).toMatchObject({ top_is_key: true, right_share: 0.7, open_reports: 0 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/questions/hard', headers: viewer.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('reads the share against today’s key, refreshes after its time, and knows no unknown question', async () => {
    const [theme] = await makeThemes(db(), [{ questions: 3 }]);
    const q = theme!.questions[0]!;
    let now = 0;
    const reader = new AnswerStats(db(), 1000, () => now);
    expect((await reader.current()).get(q.id)).toBeUndefined();
    const user = await makeUser(db());
    await lesson(user, theme!, (x) => x.wrong);
    expect((await reader.current()).get(q.id)).toBeUndefined();
    now = 1000;
    expect((await reader.current()).get(q.id)?.get(q.wrong)).toBe(1);

    const rows = rowsOf<{ learners: number }>(
      await db().execute(sql`select learners from answer_choices where question_id = ${q.id}`),
    );
    expect(rows).toEqual([{ learners: 1 }]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/questions/987654321/stats',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/questions/${q.id}/stats` })).statusCode).toBe(
      401,
    );
  });
});
