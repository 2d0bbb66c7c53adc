import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { freePremiumOffer } from '../src/db/schema/content.ts';
import { ADDRESS_LIMITS } from '../src/modules/accounts/limits.ts';
import { drivers, useTestApp } from './test-app.ts';
import {
  bearer,
  createUser,
  loginAs,
  registerByApi,
  uniquePhone,
  useCapturedSms,
} from './accounts-fixtures.ts';
import { subscribeAs } from './payments-fixtures.ts';

/** Issue 50: the accounts, payments, Premium, pages and system answers in the request's (or account's) language. */

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const UKRAINIAN = { 'accept-language': 'uk-UA,uk;q=0.9' };
const CYRILLIC = /[\u0400-\u04FF]/;

/** Counters outlive a test (in the database or Redis): a random address keeps tests and runs apart. */
function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

describe.each(drivers)('accounts, payments and pages in the request’s language on %s', (driver) => {
  const ctx = useTestApp(driver);
  const sms = useCapturedSms();

  /** Registers through the fixture's POST /api/register, sent with these headers; the new account's token. */
  const register = (phone: string, headers: Record<string, string>) => {
    const app = {
      inject: (options: InjectOptions) =>
        ctx.app.inject({ ...options, headers: { ...headers, ...options.headers } }),
    };
    return registerByApi(app as FastifyInstance, phone);
  };
  const sendPhoneCode = (token: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/phone/code',
      headers: { ...bearer(token), ...headers },
    });
  const textTo = (phone: string) => sms.sent.filter((m) => m.phone === phone).at(-1)?.text;

  it('a wrong password is refused in English and in Ukrainian', async () => {
    const user = await createUser(ctx.database.db);
    const login = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { phone: user.phone, password: 'not-the-password' },
      });
    const en = await login(ENGLISH);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ message: 'Wrong login or password' });
    expect((await login(UKRAINIAN)).json()).toEqual({ message: 'Неправильний логін і пароль' });
  });

  it('a learner who registers in English gets the confirmation SMS, its limit and a wrong code in English', async () => {
    const phone = uniquePhone();
    const token = await register(phone, ENGLISH);
    // The account keeps the language it was registered in: later requests need no header.
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings',
      headers: bearer(token),
    });
    expect(settings.json().language).toBe('en');

    expect((await sendPhoneCode(token)).statusCode).toBe(200);
    expect(textTo(phone)).toMatch(
      /^Phone number confirmation code: \d{6}\. Valid for 60 minutes\. Do not share it with anyone\.$/,
    );
    const again = await sendPhoneCode(token, UKRAINIAN);
    expect(again.statusCode).toBe(429);
    const refusal = again.json();
    expect(refusal.message).toMatch(
      /^A new code can be sent at most once a minute\. Try again in (\d+ s|1 min)$/,
    );
    expect(refusal.errors).toEqual({ phone: refusal.message });

    const wrong = sms.lastCode(phone) === '000000' ? '111111' : '000000';
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/phone/confirm',
      headers: bearer(token),
      payload: { code: wrong },
    });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().errors).toEqual({ code: 'Wrong code. Tries left: 4' });
  });

  it('a learner who registers in Ukrainian gets the SMS and its limit in Ukrainian', async () => {
    const phone = uniquePhone();
    const token = await register(phone, {});
    expect((await sendPhoneCode(token, ENGLISH)).statusCode).toBe(200);
    expect(textTo(phone)).toMatch(
      /^Код підтвердження номера: \d{6}\. Дійсний 60 хвилин\. Нікому його не повідомляйте\.$/,
    );
    expect((await sendPhoneCode(token, ENGLISH)).json().message).toMatch(
      /^Новий код можна отримати не частіше ніж раз на хвилину\. Спробуйте через (\d+ с|1 хв)$/,
    );
  });

  it('a recovery SMS in the language of the request', async () => {
    const recover = (phone: string, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/password/recover',
        headers,
        remoteAddress: randomAddress(),
        payload: { phone },
      });
    const en = await createUser(ctx.database.db);
    const enRes = await recover(en.phone, ENGLISH);
    expect(enRes.statusCode, enRes.body).toBe(200);
    expect(enRes.json().message).toBe('If this number is registered, we have sent it an SMS with a code');
    expect(textTo(en.phone)).toMatch(/^Password recovery code: \d{6}\. Valid for 60 minutes\./);
    const uk = await createUser(ctx.database.db);
    expect((await recover(uk.phone, {})).statusCode).toBe(200);
    expect(textTo(uk.phone)).toMatch(/^Код для відновлення пароля: \d{6}\. Дійсний 60 хвилин\./);
  });

  it('refuses a walk through group codes past the limit in English, with the wait', async () => {
    const remoteAddress = randomAddress();
    const check = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        headers: ENGLISH,
        remoteAddress,
        payload: { group_code: '000 00 000' },
      });
    for (let i = 0; i < ADDRESS_LIMITS.groupCodeMisses.max; i++) {
      const miss = await check();
      expect(miss.statusCode).toBe(422);
    }
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many group code checks. Try again in 10 min',
      errors: { group_code: 'Too many group code checks. Try again in 10 min' },
    });
  });

  it('describes an order in its owner’s language', async () => {
    const orderOf = async (language: 'uk' | 'en') => {
      const user = await createUser(ctx.database.db, { language });
      const token = await loginAs(ctx.app, user.phone);
      const { order_id } = await subscribeAs(ctx.app, token);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order_id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ description: string }>().description;
    };
    expect(await orderOf('en')).toBe('Premium access to the driving-theory trainer for 90 days');
    expect(await orderOf('uk')).toBe('Преміум-доступ до тренажера ПДР на 90 днів');
  });

  it('shows the sandbox checkout page in the order owner’s language, whatever the browser asks', async () => {
    const checkoutOf = async (language: 'uk' | 'en', headers: Record<string, string>) => {
      const user = await createUser(ctx.database.db, { language });
      const { link } = await subscribeAs(ctx.app, await loginAs(ctx.app, user.phone));
      const url = new URL(link);
      return ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
    };
    const en = await checkoutOf('en', UKRAINIAN);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h1>Premium payment</h1>');
    expect(en.body).toMatch(/To pay<\/dt><dd class="amount">299 UAH</);
    expect(en.body).toContain('<dd>90 days</dd>');
    expect(en.body).toContain('Premium access to the driving-theory trainer for 90 days');
    expect(en.body).toContain('>Pay</button>');
    expect(en.body).toContain('>Decline</button>');
    expect(en.body).not.toMatch(CYRILLIC);

    const uk = await checkoutOf('uk', ENGLISH);
    expect(uk.body).toContain('<html lang="uk">');
    expect(uk.body).toContain('<h1>Оплата Преміуму</h1>');
    expect(uk.body).toContain('>Оплатити</button>');

    // A link that names no order speaks the browser's language.
    const broken = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout?data=x&signature=y',
      headers: ENGLISH,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('<html lang="en">');
    expect(broken.body).toContain('<h1>Invalid link</h1>');
    expect(broken.body).not.toMatch(CYRILLIC);
  });

  it('answers an unknown API path, a missing file and a missing page in either language', async () => {
    const get = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/no-such-method', ENGLISH)).json()).toEqual({
      message: 'There is no such API method',
    });
    expect((await get('/api/no-such-method', {})).json()).toEqual({ message: 'Такого методу API не існує' });
    const file = await get('/no-such-file.js', ENGLISH);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ message: 'File not found' });
    expect((await get('/api/page/nope', ENGLISH)).json()).toEqual({ message: 'Page not found' });
    expect((await get('/api/page/nope', {})).json()).toEqual({ message: 'Сторінки не знайдено' });
    const picture = await get('/images/theory/nope.png', ENGLISH);
    expect(picture.statusCode).toBe(403);
    expect(picture.json()).toEqual({
      message: 'The picture link is invalid or has expired. Reload the page',
    });
  });

  it('confirms the free Premium in English with an English date, and refuses a second time', async () => {
    await ctx.database.db.delete(freePremiumOffer);
    const offerRes = await ctx.app.inject({ method: 'GET', url: '/api/free/premium', headers: ENGLISH });
    expect(offerRes.statusCode).toBe(404);
    expect(offerRes.json()).toEqual({ message: 'Offer not found' });
    const endsAt = new Date(Date.now() + 30 * 86_400_000);
    await ctx.database.db
      .insert(freePremiumOffer)
      .values({ id: 1, title: 'W', description: 'T', endsAt, days: 7 });

    const user = await createUser(ctx.database.db, { language: 'en' });
    const token = await loginAs(ctx.app, user.phone);
    const take = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/free/premium',
        headers: { ...bearer(token), ...UKRAINIAN },
      });
    const taken = await take();
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toMatch(/^Premium activated for 7 days, until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const twice = await take();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'You have already used the free Premium' });

    const other = await createUser(ctx.database.db);
    const uk = await ctx.app.inject({
      method: 'POST',
      url: '/api/free/premium',
      headers: { ...bearer(await loginAs(ctx.app, other.phone)), ...ENGLISH },
    });
    expect(uk.json().message).toMatch(/^Преміум активовано на 7 днів, до \d{1,2} [а-яіїє]+ \d{4} р\.$/u);
  });
});
