import { describe, expect, it } from 'vitest';
import { accountMessages } from '@pdr/contract/accounts';
import { errorMessages } from '@pdr/contract/errors';
import { fieldMessages } from '@pdr/contract/fields';
import { settingsMessages } from '@pdr/contract/settings';
import { requestedLanguage } from '../src/plugins/language.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser } from './learning-fixtures.ts';

describe('the language a request asks for (Accept-Language)', () => {
  it.each([
    [undefined, 'uk'],
    ['', 'uk'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['en-US', 'en'],
    ['uk-UA,uk;q=0.9,en;q=0.8', 'uk'],
    ['de-DE, en;q=0.5', 'en'],
    ['ru', 'uk'],
    ['en;q=0.3, uk;q=0.7', 'uk'],
    ['*', 'uk'],
    ['not a header ;;;', 'uk'],
  ])('%j is answered in %s', (header, language) => {
    expect(requestedLanguage(header)).toBe(language);
  });
});

describe.each(drivers)('the API answers in the request’s language on %s', (driver) => {
  const ctx = useTestApp(driver);
  const english = { 'accept-language': 'en-GB,en;q=0.9' };

  it('field errors and the 422’s message in English, and in Ukrainian when the request names no language', async () => {
    // A guest's body is checked before the route asks for a session: the header alone chooses.
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers,
        payload: { theme: 'blue', language: 'ru' },
      });
    const en = await put(english);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Please check what you entered',
      errors: { theme: 'The theme must be light, dark or system', language: 'The language must be uk or en' },
    });
    const uk = await put({});
    expect(uk.json()).toEqual({
      message: 'Перевірте введені дані',
      errors: { theme: 'Тема має бути light, dark або system', language: 'Мова має бути uk або en' },
    });
    // Outside a request the catalogs read Ukrainian.
    expect(settingsMessages.theme).toBe('Тема має бути light, dark або system');
    expect(fieldMessages.tooSmall(1)).toBe('Має бути не менше 1');
  });

  it('its own refusals in English: a guest, a body that is not JSON', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/user/settings', headers: english });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please sign in' });

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback',
      headers: { ...english, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Invalid JSON in the request body' });
    const brokenUk = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(brokenUk.json()).toEqual({ message: errorMessages.invalidJson });
    expect(errorMessages.invalidJson).toBe('Некоректний JSON у тілі запиту');
  });

  it('answers a signed-in learner in their account’s language, whatever the header says', async () => {
    const user = await makeUser(ctx.database.db);
    const put = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers: { ...user.auth, ...headers },
        payload,
      });
    expect((await put({ language: 'en' }, { 'accept-language': 'uk' })).json().language).toBe('en');
    for (const headers of [{}, { 'accept-language': 'uk-UA,uk' }] as Record<string, string>[]) {
      const res = await put({ theme: 'blue' }, headers);
      expect(res.json()).toEqual({
        message: 'Please check what you entered',
        errors: { theme: 'The theme must be light, dark or system' },
      });
    }
    // Back to Ukrainian: the next request, sent with an English header, is answered in Ukrainian.
    await put({ language: 'uk' });
    expect((await put({ theme: 'blue' }, english)).json().errors.theme).toBe(
      'Тема має бути light, dark або system',
    );
  });

  it('a sign-in’s field errors and refusal in English', async () => {
    const login = (payload: object, headers: Record<string, string> = english) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', headers, payload });
    const empty = await login({ phone: '12', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      phone: 'Enter a valid phone number',
      password: 'Enter your password',
    });
    const wrong = await login({ phone: '+380671234599', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Wrong login or password' });
    const uk = await login({ phone: '12', password: '' }, {});
    expect(uk.json().errors).toEqual({
      phone: accountMessages.badPhone,
      password: accountMessages.passwordRequired,
    });
    expect(accountMessages.passwordRequired).toBe('Введіть пароль');
  });

  it('keeps each request’s language when requests in both languages run at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/user/settings',
          headers: i % 2 ? english : { 'accept-language': 'uk' },
          payload: { text_size: 'huge' },
        }),
      ),
    );
    answers.forEach((res, i) =>
      expect(res.json().errors.text_size).toBe(
        i % 2
          ? 'The text size must be normal, large or largest'
          : 'Розмір тексту має бути normal, large або largest',
      ),
    );
  });
});
