import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, settingsMessages } from '@pdr/contract/settings';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser } from './learning-fixtures.ts';

describe.each(drivers)('a learner’s settings on %s (GET/PUT /api/user/settings)', (driver) => {
  const ctx = useTestApp(driver);

  const put = (auth: Record<string, string>, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/user/settings', headers: auth, payload: payload as object });
  const get = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/settings', headers: auth });

  it('are the defaults until the first change', async () => {
    const user = await makeUser(ctx.database.db);
    const res = await get(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      theme: 'system',
      text_size: 'normal',
      read_aloud_auto: false,
      language: 'uk',
    });
    expect(res.json()).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('change only what the body names, keep the rest, and stay on the account for the next device', async () => {
    const user = await makeUser(ctx.database.db);
    const first = await put(user.auth, { language: 'en' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_USER_SETTINGS, language: 'en' });

    const second = await put(user.auth, { theme: 'dark', text_size: 'largest', read_aloud_auto: true });
    expect(second.json()).toEqual({
      theme: 'dark',
      text_size: 'largest',
      read_aloud_auto: true,
      language: 'en',
    });
    expect((await get(user.auth)).json()).toEqual(second.json());

    // Another learner's settings are their own.
    const other = await makeUser(ctx.database.db);
    expect((await get(other.auth)).json()).toEqual(DEFAULT_USER_SETTINGS);
  });

  it.each([
    ['a theme it does not know', { theme: 'blue' }, 'theme', settingsMessages.theme],
    ['a text size it does not know', { text_size: 'huge' }, 'text_size', settingsMessages.textSize],
    [
      'reading aloud as a string',
      { read_aloud_auto: 'yes' },
      'read_aloud_auto',
      settingsMessages.readAloudAuto,
    ],
    ['a language it does not speak', { language: 'ru' }, 'language', settingsMessages.language],
  ])('refuse %s with a Ukrainian 422 and change nothing', async (_name, body, field, message) => {
    const user = await makeUser(ctx.database.db);
    await put(user.auth, { theme: 'light' });
    const res = await put(user.auth, { language: 'en', ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect((await get(user.auth)).json()).toEqual({ ...DEFAULT_USER_SETTINGS, theme: 'light' });
  });

  it('refuse a body that names none of them', async () => {
    const user = await makeUser(ctx.database.db);
    for (const payload of [{}, { daily_goal: 20 }]) {
      const res = await put(user.auth, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors)).toContain(settingsMessages.empty);
    }
  });

  it('are for a signed-in learner only', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, { language: 'en' })).statusCode).toBe(401);
  });
});
