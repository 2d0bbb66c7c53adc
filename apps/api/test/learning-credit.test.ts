import { describe, expect, it } from 'vitest';
import { decodeQuestions } from '@pdr/contract/learning';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  passAllBlocks,
  postCredit,
  postLesson,
  type FixtureTheme,
  type TestUser,
} from './learning-fixtures.ts';

describe.each(drivers)('learning: credit tests, progress and history on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
  // The history's time is checked below, so this file's results say their time as mm:ss.
  const credit = (
    user: TestUser,
    theme: FixtureTheme,
    entries: unknown[],
    extra: Record<string, unknown> = {},
  ) => postCredit(ctx.app, user, theme, entries, { time: '05:30', ...extra });

  describe('GET /api/get-all-questions-themes-crypt', () => {
    it('answers 403 until every block of the theme is done', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/всі блоки/);
    });

    it('sends every question of the theme without revealing the right answers', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 23 }]);
      const user = await makeUser(ctx.database.db);
      await passAllBlocks(ctx.app, user, theme!);
      const res = await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ type: 'all_theme', count: 23, reveal: false, idx: null });
      expect(Buffer.from(res.json().data, 'base64').toString('utf8')).not.toContain('correct_answer');
      expect(decodeQuestions(res.json().data)).toHaveLength(23);
    });
  });

  describe('POST /api/test-successful', () => {
    it('scores the credit test, returns the right answers for review and sets progress_car', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      await passAllBlocks(ctx.app, user, theme!);
      await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user);
      // One wrong, one unanswered, a forged flag on the wrong one and the null flags a credit test sends.
      const entries = answersFor(theme!.questions.slice(0, 3), [theme!.questions[0]!.id]).map((e, i) => ({
        ...e,
        correct: i === 0 ? 1 : null,
      }));
      const res = await credit(user, theme!, entries);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        type: 'all_theme',
        result: 2,
        count_question: 4,
        percent: 50,
        passed: true,
        time: 330,
        progress_car: { progress: 50, error: 2 },
        block: null,
      });
      // The review covers the questions answered, not the unanswered fourth.
      expect(res.json().result.correct_answers).toEqual(
        theme!.questions.slice(0, 3).map((q) => ({ question_id: q.id, answer_id: q.correct })),
      );
      const themes = await get('/api/get-available-themes', user);
      const mine = themes.json().theme.find((t: { id: number }) => t.id === theme!.id);
      expect(mine.progress_car).toEqual({ progress: 50, error: 2 });
    });

    it('opens the next theme once the credit test reaches 50%, and accepts the all_thema spelling', async () => {
      const [first, second] = await makeThemes(ctx.database.db, [
        { questions: 2 },
        { questions: 2, free: true },
      ]);
      const user = await makeUser(ctx.database.db);
      await passAllBlocks(ctx.app, user, first!);
      await get(`/api/get-all-questions-themes-crypt?theme_id=${first!.id}`, user);
      const res = await credit(user, first!, answersFor(first!.questions), { type: 'all_thema' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.type).toBe('all_theme');
      const themes = await get('/api/get-available-themes', user);
      expect(themes.json().theme.find((t: { id: number }) => t.id === second!.id).disabled).toBe(false);
      expect((await get(`/api/theme/block/${second!.id}/0`, user)).statusCode).toBe(200);
    });

    it('scores a credit test that ended on the timer with nothing answered as zero', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      await passAllBlocks(ctx.app, user, theme!);
      const res = await credit(user, theme!, [], { time: '20:00' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ result: 0, count_question: 2, passed: false, time: 1200 });
    });

    it('refuses a free user a second credit test of the theme on the same day', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db);
      await passAllBlocks(ctx.app, user, theme!);
      const url = `/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`;
      expect((await get(url, user)).statusCode).toBe(200);
      // Asking again before finishing resumes the same test.
      expect((await get(url, user)).statusCode).toBe(200);
      const first = await credit(user, theme!, answersFor(theme!.questions, [theme!.questions[0]!.id]));
      expect(first.statusCode).toBe(200);
      const again = await get(url, user);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toMatch(/один раз на день/);
      const sneaky = await credit(user, theme!, answersFor(theme!.questions));
      expect(sneaky.statusCode).toBe(403);
      const history = await get('/api/student-results', user);
      expect(history.json().result.filter((r: { type: string }) => r.type === 'all_theme')).toHaveLength(1);
    });

    it('lets a Premium user retake the credit test the same day', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      await passAllBlocks(ctx.app, user, theme!);
      for (let i = 0; i < 2; i++) {
        expect(
          (await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user)).statusCode,
        ).toBe(200);
        expect((await credit(user, theme!, answersFor(theme!.questions))).statusCode).toBe(200);
      }
    });
  });

  describe('GET /api/progress/total', () => {
    it('counts done blocks, completed themes and the latest answers', async () => {
      const user = await makeUser(ctx.database.db, { premium: true });
      const before = await get('/api/progress/total', user);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ theme: 0, progress: 0, exam_pass: 0, success: 0, error: 0 });
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
      await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions, [theme!.questions[2]!.id]),
      });
      const after = await get('/api/progress/total', user);
      expect(after.json()).toMatchObject({ theme: 0, success: 2, error: 1 });
      expect(after.json().total).toBeGreaterThanOrEqual(3);
      await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        type: 'retest',
        entries: answersFor([theme!.questions[2]!]),
      });
      await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user);
      await credit(user, theme!, answersFor(theme!.questions));
      const done = await get('/api/progress/total', user);
      expect(done.json()).toMatchObject({ theme: 1, success: 3, error: 0 });
    });
  });

  describe('GET /api/student-results', () => {
    it('shows an empty history to a newcomer and then each finished test, newest first', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db);
      expect((await get('/api/student-results', user)).json()).toEqual({ result: [] });
      await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions, [theme!.questions[0]!.id]),
      });
      await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        type: 'retest',
        entries: answersFor([theme!.questions[0]!]),
      });
      const res = await get('/api/student-results', user);
      expect(res.json().result.map((r: { type: string }) => r.type)).toEqual(['retest', 'theme']);
      expect(res.json().result[1]).toMatchObject({
        theme: { id: theme!.id, title: theme!.title },
        result: 1,
        count_question: 2,
        time: '02:00',
      });
    });

    it('answers 401 without a token', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/student-results' })).statusCode).toBe(401);
    });
  });
});
