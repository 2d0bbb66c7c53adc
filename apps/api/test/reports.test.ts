import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { users } from '../src/db/schema/accounts.ts';
import { questionReports } from '../src/db/schema/admin.ts';
import { questions } from '../src/db/schema/content.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeThemes, makeUser, type TestUser } from './learning-fixtures.ts';

/** Learners report mistakes in questions; one open report per learner and question; a daily limit (decision 145). */
describe.each(drivers)('question reports on %s', (driver) => {
  const ctx = useTestApp(driver);
  const report = (payload: Record<string, unknown>, user?: TestUser) =>
    ctx.app.inject({ method: 'POST', url: '/api/reports', payload, headers: user ? user.auth : {} });
  const mine = (questionId: number, user: TestUser) =>
    ctx.app.inject({ method: 'GET', url: `/api/reports/questions/${questionId}`, headers: user.auth });
  const rowsOf = (userId: number) =>
    ctx.database.db.select().from(questionReports).where(eq(questionReports.userId, userId));

  it('answers a guest 401 whatever the body', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    for (const payload of [{ question_id: theme!.questions[0]!.id, reason: 'other' }, { junk: true }]) {
      const res = await report(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Потрібно увійти в систему');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reports/questions/1' })).statusCode).toBe(401);
  });

  it('stores a report, thanks the learner, and a second report updates the open one', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
    const q = theme!.questions[0]!.id;
    const user = await makeUser(ctx.database.db);
    const first = await report(
      { question_id: q, reason: 'wrong_answer', comment: '  Правильна — друга  ' },
      user,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Дякуємо! Ми перевіримо питання.' });
    const second = await report({ question_id: q, reason: 'text_error' }, user);
    expect(second.statusCode).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ questionId: q, reason: 'text_error', comment: null, state: 'open' });
    expect((await mine(q, user)).json().report).toMatchObject({ reason: 'text_error', state: 'open' });
    expect((await mine(theme!.questions[1]!.id, user)).json()).toEqual({ report: null });
  });

  it('answers 422 in Ukrainian for a bad reason, a long comment or control characters', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    const user = await makeUser(ctx.database.db);
    const q = theme!.questions[0]!.id;
    const bad = await report({ question_id: q, reason: 'boring' }, user);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toBe('Оберіть причину');
    const long = await report({ question_id: q, reason: 'other', comment: 'я'.repeat(1001) }, user);
    expect(long.json().errors.comment).toBe('Коментар задовгий (до 1000 символів)');
    const control = await report({ question_id: q, reason: 'other', comment: 'a\u0000b' }, user);
    expect(control.statusCode).toBe(422);
    expect((await report({ question_id: 'x', reason: 'other' }, user)).statusCode).toBe(422);
    expect((await rowsOf(user.id)).length).toBe(0);
  });

  it('answers 404 for a question that does not exist or was retired', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    const user = await makeUser(ctx.database.db);
    const missing = await report({ question_id: 2_000_000_000, reason: 'other' }, user);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Питання не знайдено');
    const q = theme!.questions[0]!.id;
    await ctx.database.db.update(questions).set({ retiredAt: new Date() }).where(eq(questions.id, q));
    expect((await report({ question_id: q, reason: 'other' }, user)).statusCode).toBe(404);
  });

  it('refuses the 21st report of a day with 429', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 21 }]);
    const user = await makeUser(ctx.database.db);
    for (const q of theme!.questions.slice(0, 20))
      expect((await report({ question_id: q.id, reason: 'picture' }, user)).statusCode).toBe(200);
    const res = await report({ question_id: theme!.questions[20]!.id, reason: 'picture' }, user);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Забагато повідомлень про помилки/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shows the learner that the report was corrected, and a new report opens again', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    const q = theme!.questions[0]!.id;
    const user = await makeUser(ctx.database.db);
    const operator = await makeUser(ctx.database.db);
    await ctx.database.db.update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, operator.id));
    await report({ question_id: q, reason: 'wrong_answer' }, user);
    const resolved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${q}/resolve`,
      headers: operator.auth,
      payload: { state: 'fixed', note: 'Ключ виправлено' },
    });
    expect(resolved.statusCode).toBe(200);
    const after = (await mine(q, user)).json().report;
    expect(after.state).toBe('fixed');
    expect(after.resolved_at).not.toBeNull();
    await report({ question_id: q, reason: 'picture' }, user);
    expect((await rowsOf(user.id)).map((r) => r.state).sort()).toEqual(['fixed', 'open']);
  });
});
