import { describe, expect, it } from 'vitest';
import { testSessions } from '../src/db/schema/learning.ts';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  passAllBlocks,
  postCredit,
  postLesson,
  type TestUser,
} from './learning-fixtures.ts';

const BLOCK_LOCKED = 'Цей блок відкриється, коли ви пройдете попередні блоки теми';
const CREDIT_NOT_READY = 'Залік відкриється, коли всі блоки теми будуть пройдені';
const DISABLED = 'Спершу складіть залік попередньої теми (не менше 50%)';
const PREMIUM = 'Ця тема доступна з тарифом Преміум';

/** Whatever the map shows as locked, the API refuses with 403 and a Ukrainian message (decision 055). */
describe.each(drivers)('locks of the map enforced by the server on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
  const expectForbidden = (res: { statusCode: number; json: () => unknown }, message: string) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
  };

  describe('a later block before the earlier ones', () => {
    it('is refused as a lesson, a retest and a result until the block before it is done', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 50 }]);
      const user = await makeUser(ctx.database.db);
      const blocks = await get(`/api/theme/block/${theme!.id}/all`, user);
      expect(blocks.json().blocks.map((b: { status: string }) => b.status)).toEqual([
        'current',
        'locked',
        'locked',
      ]);

      expectForbidden(await get(`/api/theme/block/${theme!.id}/1`, user), BLOCK_LOCKED);
      expectForbidden(await get(`/api/theme/block/${theme!.id}/2`, user), BLOCK_LOCKED);
      expectForbidden(await get(`/api/result/incorrect/${theme!.id}/2`, user), BLOCK_LOCKED);
      const second = theme!.questions.slice(20, 40);
      expectForbidden(
        await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 1, entries: answersFor(second) }),
        BLOCK_LOCKED,
      );
      expectForbidden(
        await postLesson(ctx.app, user, {
          theme_id: theme!.id,
          idx: 1,
          type: 'retest',
          entries: answersFor(second.slice(0, 1)),
        }),
        BLOCK_LOCKED,
      );

      const first = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions.slice(0, 20)),
      });
      expect(first.statusCode).toBe(200);
      expect((await get(`/api/theme/block/${theme!.id}/1`, user)).statusCode).toBe(200);
      expectForbidden(await get(`/api/theme/block/${theme!.id}/2`, user), BLOCK_LOCKED);
    });

    it('refuses a retest of a block that was never taken', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 5 }]);
      const user = await makeUser(ctx.database.db);
      const res = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        type: 'retest',
        entries: answersFor(theme!.questions.slice(0, 1)),
      });
      expectForbidden(res, 'Повторне проходження відкривається для блоку з помилками');
    });

    it('is refused when a stored unfinished test points at it', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 30 }]);
      const user = await makeUser(ctx.database.db);
      // A row as an older server (or a forged request) could have left it.
      await ctx.database.db.insert(testSessions).values({
        userId: user.id,
        type: 'theme',
        themeId: theme!.id,
        blockIdx: 1,
        questionIds: theme!.questions.slice(20).map((q) => q.id),
      });
      expectForbidden(await get('/api/get-question-from-session-crypt', user), BLOCK_LOCKED);
    });
  });

  describe('the credit star before every block is done', () => {
    it('refuses the questions and the result', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      expectForbidden(
        await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user),
        CREDIT_NOT_READY,
      );
      expectForbidden(
        await postCredit(ctx.app, user, theme!, answersFor(theme!.questions)),
        CREDIT_NOT_READY,
      );
      await passAllBlocks(ctx.app, user, theme!);
      expect((await postCredit(ctx.app, user, theme!, answersFor(theme!.questions))).statusCode).toBe(200);
    });
  });

  describe('a disabled theme', () => {
    it('refuses its lessons, retests, credit test and results until the previous credit test reaches 50%', async () => {
      const [first, second] = await makeThemes(ctx.database.db, [
        { questions: 2 },
        { questions: 2, free: true },
      ]);
      const user = await makeUser(ctx.database.db);
      const entries = answersFor(second!.questions);
      expectForbidden(await get(`/api/theme/block/${second!.id}/0`, user), DISABLED);
      expectForbidden(await get(`/api/get-questions-themes-crypt?theme_id=${second!.id}`, user), DISABLED);
      expectForbidden(await get(`/api/result/incorrect/${second!.id}/0`, user), DISABLED);
      expectForbidden(
        await get(`/api/get-all-questions-themes-crypt?theme_id=${second!.id}`, user),
        DISABLED,
      );
      expectForbidden(await postLesson(ctx.app, user, { theme_id: second!.id, idx: 0, entries }), DISABLED);
      expectForbidden(await postCredit(ctx.app, user, second!, entries), DISABLED);

      await passAllBlocks(ctx.app, user, first!);
      await get(`/api/get-all-questions-themes-crypt?theme_id=${first!.id}`, user);
      expect((await postCredit(ctx.app, user, first!, answersFor(first!.questions))).statusCode).toBe(200);
      expect((await get(`/api/theme/block/${second!.id}/0`, user)).statusCode).toBe(200);
    });
  });

  describe('a blocked (Premium) theme for a free learner', () => {
    it('refuses every read of its content and every result', async () => {
      const [, paid] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 2, free: false }]);
      const user = await makeUser(ctx.database.db);
      const entries = answersFor(paid!.questions);
      for (const url of [
        `/api/theme/block/${paid!.id}/all`,
        `/api/theme/block/${paid!.id}/0`,
        `/api/get-questions-themes-crypt?theme_id=${paid!.id}`,
        `/api/result/incorrect/${paid!.id}/0`,
        `/api/get-all-questions-themes-crypt?theme_id=${paid!.id}`,
      ]) {
        expectForbidden(await get(url, user), PREMIUM);
      }
      expectForbidden(await postLesson(ctx.app, user, { theme_id: paid!.id, idx: 0, entries }), PREMIUM);
      expectForbidden(await postCredit(ctx.app, user, paid!, entries), PREMIUM);
    });
  });
});
