import { describe, expect, it } from 'vitest';
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
import { cardsOf } from './repetition-fixtures.ts';

describe.each(drivers)('GET /api/reset/statistic on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

  /** A Premium learner with theme 1 done, its credit test passed and a lesson with mistakes in theme 2. */
  async function learnerWithProgress() {
    const [first, second] = await makeThemes(ctx.database.db, [{ questions: 4 }, { questions: 4 }]);
    const user = await makeUser(ctx.database.db, { premium: true });
    await passAllBlocks(ctx.app, user, first!);
    await get(`/api/get-all-questions-themes-crypt?theme_id=${first!.id}`, user);
    const credit = await postCredit(ctx.app, user, first!, answersFor(first!.questions));
    expect(credit.statusCode).toBe(200);
    const lesson = await postLesson(ctx.app, user, {
      theme_id: second!.id,
      idx: 0,
      entries: answersFor(second!.questions, [second!.questions[0]!.id]),
    });
    expect(lesson.statusCode).toBe(200);
    // An unfinished lesson of theme 2 is open too.
    await get(`/api/theme/block/${second!.id}/0`, user);
    return { user, first: first!, second: second! };
  }

  it('answers 401 to a guest', async () => {
    expect((await get('/api/reset/statistic')).statusCode).toBe(401);
  });

  it('clears blocks, credit scores, theme strengths, review cards and the open test, and keeps the history', async () => {
    const { user, first, second } = await learnerWithProgress();
    const themeOf = async (id: number) =>
      (await get('/api/get-available-themes', user)).json().theme.find((t: { id: number }) => t.id === id);
    expect((await themeOf(first.id)).progress_car.progress).toBe(100);
    expect((await get('/api/get-repeat-themes-count', user)).json()).toEqual({
      low: 0,
      medium: 1,
      strong: 1,
    });
    const historyBefore = (await get('/api/student-results', user)).json().result;

    const res = await get('/api/reset/statistic', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Статистику скинуто' });

    const total = (await get('/api/progress/total', user)).json();
    expect(total).toMatchObject({ success: 0, error: 0 });
    expect(await themeOf(first.id)).toMatchObject({
      progress: 0,
      error: 0,
      success: 0,
      progress_car: { progress: 0, error: 0 },
    });
    expect((await themeOf(second.id)).progress).toBe(0);
    const blocks = (await get(`/api/theme/block/${first.id}/all`, user)).json();
    expect(blocks.blocks[0].status).toBe('current');
    expect((await get('/api/get-repeat-themes-count', user)).json()).toEqual({
      low: 0,
      medium: 0,
      strong: 0,
    });
    expect(await cardsOf(ctx.database.db, user.id)).toEqual([]);
    expect((await get('/api/get-question-from-session-crypt', user)).statusCode).toBe(404);
    expect((await get('/api/student-results', user)).json().result).toEqual(historyBefore);
    expect(historyBefore).toHaveLength(3);
  });

  it('counts credit tests and lessons taken after the reset again', async () => {
    const { user, first } = await learnerWithProgress();
    await get('/api/reset/statistic', user);
    await passAllBlocks(ctx.app, user, first);
    const theme = (await get('/api/get-available-themes', user))
      .json()
      .theme.find((t: { id: number }) => t.id === first.id);
    expect(theme.progress).toBe(100);
    expect((await cardsOf(ctx.database.db, user.id)).length).toBe(4);
  });

  it('leaves other learners alone', async () => {
    const { user: other } = await learnerWithProgress();
    const { user } = await learnerWithProgress();
    await get('/api/reset/statistic', user);
    expect((await cardsOf(ctx.database.db, other.id)).length).toBe(8);
    expect((await get('/api/get-repeat-themes-count', other)).json()).toEqual({
      low: 0,
      medium: 1,
      strong: 1,
    });
  });
});
