import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';
import {
  answersFor,
  makeThemes,
  makeUser,
  passAllBlocks,
  postCredit,
  type TestUser,
} from './learning-fixtures.ts';

describe.each(drivers)('GET /api/theme/block/:id/all: the credit star on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });

  async function finishCredit(user: TestUser, premium: boolean) {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
    await passAllBlocks(ctx.app, user, theme!);
    const blocksUrl = `/api/theme/block/${theme!.id}/all`;
    const before = await get(blocksUrl, user);
    expect(before.json()).toMatchObject({ credit_available: true, credit_used_today: false });
    expect((await get(`/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`, user)).statusCode).toBe(
      200,
    );
    // Started, not finished: starting again resumes it, so the star is still open.
    expect((await get(blocksUrl, user)).json().credit_used_today).toBe(false);
    const done = await postCredit(ctx.app, user, theme!, answersFor(theme!.questions));
    expect(done.statusCode, `premium ${premium}`).toBe(200);
    return { theme: theme!, after: (await get(blocksUrl, user)).json() };
  }

  it("tells a free learner that today's credit test is used, so the map needs no refused request", async () => {
    const user = await makeUser(ctx.database.db);
    const { theme, after } = await finishCredit(user, false);
    expect(after).toMatchObject({ credit_available: true, credit_used_today: true });
    // The flag tells the truth: the server refuses the same request.
    expect((await get(`/api/get-all-questions-themes-crypt?theme_id=${theme.id}`, user)).statusCode).toBe(
      403,
    );
  });

  it('never locks the star for a Premium learner', async () => {
    const user = await makeUser(ctx.database.db, { premium: true });
    const { after } = await finishCredit(user, true);
    expect(after).toMatchObject({ credit_available: true, credit_used_today: false });
  });

  it('says nothing of the day while the blocks are not all done', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
    const user = await makeUser(ctx.database.db);
    const res = await get(`/api/theme/block/${theme!.id}/all`, user);
    expect(res.json()).toMatchObject({ credit_available: false, credit_used_today: false });
  });
});
