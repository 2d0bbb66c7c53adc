import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeQuestions, type Question } from '@pdr/contract/learning';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  passAllBlocks,
  postCredit,
  postLesson,
  savedTestVersion,
  type FixtureTheme,
  type TestUser,
} from './learning-fixtures.ts';

/** A theme kept on the device, and the results a learner makes with no network (decisions 137 and 161). */
describe.each(drivers)('learning offline on %s', (driver) => {
  const ctx = useTestApp(driver, {
    env: { PUBLIC_URL: 'https://pdr.example.ua', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' },
  });
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });

  describe('GET /api/theme/:id/offline', () => {
    it('answers 401 without a token', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/theme/${theme!.id}/offline` })).statusCode,
      ).toBe(401);
    });

    it("sends the open block's questions with right answers and comments and a locked block's row only, opening no test", async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 45 }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/${theme!.id}/offline`, user);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ theme_id: theme!.id, title: theme!.title, free: true });
      expect(body.blocks).toEqual([
        { idx: 0, count: 20, errors: 0, success: 0, status: 'current' },
        { idx: 1, count: 20, errors: 0, success: 0, status: 'locked' },
        { idx: 2, count: 5, errors: 0, success: 0, status: 'locked' },
      ]);
      expect(body.wrong_question_ids).toEqual([[], [], []]);
      const questions = decodeQuestions(body.data);
      expect(questions.map((q) => q.id)).toEqual(theme!.questions.slice(0, 20).map((q) => q.id));
      expect(questions[0]!.image).toBe(
        `https://pdr.example.ua/images/question/q-${theme!.questions[0]!.id}.svg`,
      );
      expect(questions[0]!.notes).toContain('Коментар');
      expect(questions[19]!.answers.filter((a) => a.correct_answer === 1)).toHaveLength(1);
      expect(await savedTestVersion(ctx.database.db, user.id)).toBeUndefined();
      expect((await get('/api/get-question-from-session-crypt', user)).statusCode).toBe(404);
    });

    describe.each([
      { learner: 'a free learner', premium: false, free: true },
      { learner: 'a Premium learner in a Premium theme', premium: true, free: false },
    ])('for $learner', ({ premium, free }) => {
      /** The copy's questions, checked against what the screens give the same learner at the same moment. */
      async function copyAsScreensGiveIt(theme: FixtureTheme, user: TestUser) {
        const res = await get(`/api/theme/${theme.id}/offline`, user);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const questions = decodeQuestions(body.data);
        const ids = questions.map((q) => q.id);
        for (const block of body.blocks as { idx: number; status: string }[]) {
          const own = theme.questions.slice(block.idx * 20, block.idx * 20 + 20).map((q) => q.id);
          const lesson = await get(`/api/theme/block/${theme.id}/${block.idx}`, user);
          if (block.status === 'locked') {
            // The map and the lesson keep it closed: not one of its questions or answers is in the copy.
            expect(lesson.statusCode).toBe(403);
            expect(ids.filter((id) => own.includes(id))).toEqual([]);
          } else {
            // Open: the same questions with the same right answers as the lesson shows.
            expect(lesson.statusCode).toBe(200);
            expect(questions.filter((q) => own.includes(q.id))).toEqual(decodeQuestions(lesson.json().data));
          }
        }
        const map = (await get(`/api/theme/block/${theme.id}/all`, user)).json();
        return { body, questions, ids, creditAvailable: map.credit_available as boolean };
      }
      /**
       * The theme to learn. A Premium theme follows a free one whose credit test the learner passes, since a theme
       * after a theme without such a pass is closed on the map.
       */
      async function themeToLearn(questions: number, user: TestUser): Promise<FixtureTheme> {
        if (free) return (await makeThemes(ctx.database.db, [{ questions }]))[0]!;
        const [before, paid] = await makeThemes(ctx.database.db, [
          { questions: 2 },
          { questions, free: false },
        ]);
        await passAllBlocks(ctx.app, user, before!);
        expect((await postCredit(ctx.app, user, before!, answersFor(before!.questions))).statusCode).toBe(
          200,
        );
        return paid!;
      }
      const keyed = (questions: Question[]) =>
        questions.every((q) => q.answers.filter((a) => a.correct_answer === 1).length === 1);

      it("carries a passed block's and the next block's answers, none of a locked block's", async () => {
        const user = await makeUser(ctx.database.db, { premium });
        const theme = await themeToLearn(45, user);
        const first = theme!.questions.slice(0, 20);
        expect(
          (await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(first) }))
            .statusCode,
        ).toBe(200);
        const copy = await copyAsScreensGiveIt(theme!, user);
        expect(copy.body.free).toBe(free);
        expect(copy.body.blocks.map((b: { status: string }) => b.status)).toEqual([
          'done',
          'current',
          'locked',
        ]);
        expect(copy.ids).toEqual(theme!.questions.slice(0, 40).map((q) => q.id));
        expect(keyed(copy.questions)).toBe(true);
      });

      it('carries a block with mistakes with its answers, for its retest', async () => {
        const user = await makeUser(ctx.database.db, { premium });
        const theme = await themeToLearn(45, user);
        const first = theme!.questions.slice(0, 20);
        const entries = answersFor(first, [first[4]!.id]);
        expect((await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries })).statusCode).toBe(
          200,
        );
        const copy = await copyAsScreensGiveIt(theme!, user);
        expect(copy.body.blocks.map((b: { status: string }) => b.status)).toEqual([
          'error',
          'current',
          'locked',
        ]);
        expect(copy.body.wrong_question_ids).toEqual([[first[4]!.id], [], []]);
        expect(copy.ids).toEqual(theme!.questions.slice(0, 40).map((q) => q.id));
      });

      it("keeps the credit test's questions off the device while its star is closed and sends them all once it opens", async () => {
        const user = await makeUser(ctx.database.db, { premium });
        const theme = await themeToLearn(25, user);
        const closed = await copyAsScreensGiveIt(theme!, user);
        expect(closed.creditAvailable).toBe(false);
        expect(closed.ids).toEqual(theme!.questions.slice(0, 20).map((q) => q.id));
        await passAllBlocks(ctx.app, user, theme!);
        const open = await copyAsScreensGiveIt(theme!, user);
        expect(open.creditAvailable).toBe(true);
        expect(open.ids).toEqual(theme!.questions.map((q) => q.id));
        expect(keyed(open.questions)).toBe(true);
      });
    });

    it('leaves the test in progress as it was', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
      const user = await makeUser(ctx.database.db);
      const lesson = await get(`/api/theme/block/${theme!.id}/0`, user);
      const before = await savedTestVersion(ctx.database.db, user.id);
      expect((await get(`/api/theme/${theme!.id}/offline`, user)).statusCode).toBe(200);
      expect(await savedTestVersion(ctx.database.db, user.id)).toBe(before);
      expect((await get('/api/get-question-from-session-crypt', user)).json()).toEqual(lesson.json());
    });

    it("names each block's wrong questions of its latest attempt, for a retest with no network", async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
      const user = await makeUser(ctx.database.db);
      const first = theme!.questions.slice(0, 20);
      const wrong = [first[3]!.id, first[7]!.id];
      expect(
        (await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(first, wrong) }))
          .statusCode,
      ).toBe(200);
      const body = (await get(`/api/theme/${theme!.id}/offline`, user)).json();
      expect(body.blocks.map((b: { status: string }) => b.status)).toEqual(['error', 'current']);
      expect(body.wrong_question_ids).toEqual([wrong, []]);
    });

    it('refuses a Premium theme to a free learner with 403 and an unknown theme with 404', async () => {
      const [, paid] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 2, free: false }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/${paid!.id}/offline`, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Преміум/);
      expect((await get('/api/theme/999999/offline', user)).statusCode).toBe(404);
    });
  });

  describe('results made offline', () => {
    it('scores a block, the next block and its retest sent later with no test opened, each counted once', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 30 }]);
      const user = await makeUser(ctx.database.db);
      const [b0, b1] = [theme!.questions.slice(0, 20), theme!.questions.slice(20)];
      const lesson = { theme_id: theme!.id, idx: 1, attempt_id: randomUUID() };
      const retest = { theme_id: theme!.id, idx: 1, type: 'retest' as const, attempt_id: randomUUID() };
      const sends = [
        () => postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(b0) }),
        () => postLesson(ctx.app, user, { ...lesson, entries: answersFor(b1, [b1[2]!.id]) }),
        () => postLesson(ctx.app, user, { ...retest, entries: answersFor([b1[2]!]) }),
      ];
      const outcomes = [];
      for (const send of sends) {
        const res = await send();
        expect(res.statusCode).toBe(200);
        outcomes.push(res.json().result);
      }
      expect(outcomes[1]).toMatchObject({ result: 9, count_question: 10, wrong_question_ids: [b1[2]!.id] });
      expect(outcomes[2]).toMatchObject({ type: 'retest', result: 1, count_question: 1, passed: true });
      // The outbox sends again what it did not hear back about: the same outcome, nothing new recorded.
      const again = await sends[2]!();
      expect(again.json().result).toEqual(outcomes[2]);
      const history = (await get('/api/student-results', user)).json().result;
      expect(history.map((r: { type: string }) => r.type).sort()).toEqual(['retest', 'theme', 'theme']);
    });

    it("scores a free learner's credit test that never asked for its questions, once that day", async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
      const user = await makeUser(ctx.database.db);
      await passAllBlocks(ctx.app, user, theme!);
      const wrong = [theme!.questions[0]!.id];
      const first = await postCredit(ctx.app, user, theme!, answersFor(theme!.questions, wrong));
      expect(first.statusCode).toBe(200);
      expect(first.json().result).toMatchObject({ type: 'all_theme', result: 3, count_question: 4 });
      const second = await postCredit(ctx.app, user, theme!, answersFor(theme!.questions));
      expect(second.statusCode).toBe(403);
      expect(second.json().message).toMatch(/один раз на день/);
      const star = (await get(`/api/theme/block/${theme!.id}/all`, user)).json();
      expect(star).toMatchObject({ credit_used_today: true, progress_car: { progress: 75, error: 1 } });
    });

    it('still refuses a credit test sent before every block is done', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
      const user = await makeUser(ctx.database.db);
      const res = await postCredit(ctx.app, user, theme!, answersFor(theme!.questions));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/всі блоки/);
    });
  });
});
