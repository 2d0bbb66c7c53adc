import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';
import { answersFor, makeThemes, makeUser, postLesson, type FixtureTheme } from './learning-fixtures.ts';

describe.each(drivers)('repetition: themes by strength on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** Three themes: 10 questions each, answered with 5, 7 and 10 right (weak, medium, strong). */
  async function learnerWithThreeStrengths() {
    // Free road-signs and markings themes are never disabled, so each can be answered without credit tests first.
    const themes = await makeThemes(ctx.database.db, [
      { questions: 10 },
      { questions: 10, free: true, title: 'Дорожня розмітка А' },
      { questions: 10, free: true, title: 'Дорожні знаки Б' },
    ]);
    const user = await makeUser(ctx.database.db, { premium: true });
    const wrongOf = (t: FixtureTheme, n: number) => t.questions.slice(0, n).map((q) => q.id);
    for (const [theme, wrong] of [
      [themes[0]!, 5],
      [themes[1]!, 3],
      [themes[2]!, 0],
    ] as const) {
      const res = await postLesson(ctx.app, user, {
        theme_id: theme.id,
        idx: 0,
        entries: answersFor(theme.questions, wrongOf(theme, wrong)),
      });
      expect(res.statusCode).toBe(200);
    }
    return { user, themes };
  }

  it('answers 401 to a guest and 403 to a free learner', async () => {
    expect((await get('/api/get-repeat-themes?type=low')).statusCode).toBe(401);
    expect((await get('/api/get-repeat-themes-count')).statusCode).toBe(401);
    const free = await makeUser(ctx.database.db);
    const res = await get('/api/get-repeat-themes?type=low', free.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Повторення доступне з тарифом Преміум');
    expect((await get('/api/get-repeat-themes-count', free.auth)).statusCode).toBe(403);
  });

  it('counts and lists the themes of each strength from the latest answers', async () => {
    const { user, themes } = await learnerWithThreeStrengths();
    expect((await get('/api/get-repeat-themes-count', user.auth)).json()).toEqual({
      low: 1,
      medium: 1,
      strong: 1,
    });
    const low = (await get('/api/get-repeat-themes?type=low', user.auth)).json();
    expect(low).toEqual({
      type: 'low',
      themes: [
        {
          theme_id: themes[0]!.id,
          number: themes[0]!.number,
          title: themes[0]!.title,
          percent: 50,
          answered: 10,
        },
      ],
    });
    const medium = (await get('/api/get-repeat-themes?type=medium', user.auth)).json();
    expect(medium.themes.map((t: { theme_id: number; percent: number }) => [t.theme_id, t.percent])).toEqual([
      [themes[1]!.id, 70],
    ]);
    const strong = (await get('/api/get-repeat-themes?type=strong', user.auth)).json();
    expect(strong.themes.map((t: { theme_id: number }) => t.theme_id)).toEqual([themes[2]!.id]);
  });

  it('moves a theme up when its mistakes are answered right later (a retest)', async () => {
    const { user, themes } = await learnerWithThreeStrengths();
    const weak = themes[0]!;
    const res = await postLesson(ctx.app, user, {
      theme_id: weak.id,
      idx: 0,
      type: 'retest',
      entries: answersFor(weak.questions.slice(0, 5)),
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/get-repeat-themes-count', user.auth)).json()).toEqual({
      low: 0,
      medium: 1,
      strong: 2,
    });
  });

  it('lists nothing for a learner who has answered nothing', async () => {
    const user = await makeUser(ctx.database.db, { premium: true });
    expect((await get('/api/get-repeat-themes-count', user.auth)).json()).toEqual({
      low: 0,
      medium: 0,
      strong: 0,
    });
    expect((await get('/api/get-repeat-themes?type=low', user.auth)).json()).toEqual({
      type: 'low',
      themes: [],
    });
  });

  it('answers 422 naming the type for an unknown or missing type', async () => {
    const user = await makeUser(ctx.database.db, { premium: true });
    for (const url of ['/api/get-repeat-themes?type=weakest', '/api/get-repeat-themes']) {
      const res = await get(url, user.auth);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['type']);
    }
  });
});
