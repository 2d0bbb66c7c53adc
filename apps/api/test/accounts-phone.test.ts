import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { freePremiumOffer } from '../src/db/schema/content.ts';
import { ADDRESS_LIMITS } from '../src/modules/accounts/limits.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser } from './learning-fixtures.ts';
import {
  bearer,
  createUser,
  PASSWORD,
  registerByApi,
  uniquePhone,
  useCapturedSms,
} from './accounts-fixtures.ts';

const DAY_MS = 86_400_000;
const UNCONFIRMED = { message: 'Спершу підтвердіть свій номер телефону кодом з SMS' };
const DEAD = 'Код більше не дійсний. Надішліть новий код';

/**
 * Fakes the clock from the real now on: sessions are stamped by the database's own clock, so a faked date far
 * from it would make every token look idle for months on PostgreSQL.
 */
function fakeNow(): number {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return start;
}

describe.each(drivers)('confirming the phone on %s', (driver) => {
  const ctx = useTestApp(driver);
  const sms = useCapturedSms();

  const sendCode = (token: string, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/phone/code',
      headers: bearer(token),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const confirm = (token: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/phone/confirm',
      headers: bearer(token),
      payload: { code },
    });
  const me = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  /** A pupil registered through the API, as the browser does: unconfirmed, holding the number for a day. */
  const newPupil = async () => {
    const phone = uniquePhone();
    return { phone, token: await registerByApi(ctx.app, phone) };
  };

  describe('POST /api/user/phone/code and POST /api/user/phone/confirm', () => {
    it('sends a 6-digit code to the account’s number; the right code confirms it, and GET /api/user says so', async () => {
      const { phone, token } = await newPupil();
      expect((await me(token)).phone_confirmed).toBe(false);
      const sent = await sendCode(token);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ message: 'Код підтвердження надіслано в SMS', retry_after: 60 });
      expect(sms.sent.map((m) => m.phone)).toEqual([phone]);
      expect(sent.body).not.toContain(sms.lastCode(phone));

      const res = await confirm(token, sms.lastCode(phone));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Номер телефону підтверджено' });
      expect((await me(token)).phone_confirmed).toBe(true);
      // Confirmed once: nothing more to send.
      const again = await sendCode(token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Ваш номер телефону вже підтверджено' });
    });

    it('answers 401 to a guest, before looking at the code', async () => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/user/phone/code' })).statusCode).toBe(401);
      const guest = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/phone/confirm',
        payload: { code: 'x' },
      });
      expect(guest.statusCode).toBe(401);
    });

    it('answers 422 under `code` for a malformed code, and for one when no code was sent', async () => {
      const { token } = await newPupil();
      expect((await confirm(token, '12a')).json()).toEqual({
        message: expect.any(String),
        errors: { code: 'Код має складатися з 6 цифр' },
      });
      const none = await confirm(token, '123456');
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({ message: DEAD, errors: { code: DEAD } });
    });

    it('allows 5 tries: wrong codes count down, then even the right code is dead', async () => {
      const { phone, token } = await newPupil();
      await sendCode(token);
      const right = sms.lastCode(phone);
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await confirm(token, wrongOf(right));
        expect(res.statusCode).toBe(422);
        messages.push(res.json().errors.code);
      }
      expect(messages).toEqual([
        'Неправильний код. Залишилось спроб: 4',
        'Неправильний код. Залишилось спроб: 3',
        'Неправильний код. Залишилось спроб: 2',
        'Неправильний код. Залишилось спроб: 1',
        DEAD,
      ]);
      expect((await confirm(token, right)).json().errors).toEqual({ code: DEAD });
      expect((await me(token)).phone_confirmed).toBe(false);
    });

    it('refuses a code after 60 minutes', async () => {
      const start = fakeNow();
      const { phone, token } = await newPupil();
      await sendCode(token);
      vi.setSystemTime(start + 60 * 60_000);
      expect((await confirm(token, sms.lastCode(phone))).json().errors).toEqual({ code: DEAD });
    });

    it('keeps the first code valid when a second is sent, and each try counts against both', async () => {
      const start = fakeNow();
      const { phone, token } = await newPupil();
      await sendCode(token);
      const first = sms.lastCode(phone);
      vi.setSystemTime(start + 60_000);
      expect((await sendCode(token)).statusCode).toBe(200);
      expect(sms.lastCode(phone)).toMatch(/^\d{6}$/);
      const wrong = ['000000', '111111', '222222'].find((c) => c !== first && c !== sms.lastCode(phone))!;
      // The first code has had one try more than the second by now: the count is the newer code's.
      expect((await confirm(token, wrong)).json().errors.code).toBe('Неправильний код. Залишилось спроб: 4');
      expect((await confirm(token, first)).statusCode).toBe(200);
      expect((await me(token)).phone_confirmed).toBe(true);
    });

    it('sends one code a minute and five an hour to a number, counted with recovery codes', async () => {
      const start = fakeNow();
      const { phone, token } = await newPupil();
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/password/recover', payload: { phone } }))
          .statusCode,
      ).toBe(200);
      vi.setSystemTime(start + 30_000);
      const refused = await sendCode(token);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json().message).toBe(
        'Новий код можна отримати не частіше ніж раз на хвилину. Спробуйте через 30 с',
      );
      for (const minute of [1, 2, 3, 4]) {
        vi.setSystemTime(start + minute * 60_000 + 1000);
        expect((await sendCode(token)).statusCode).toBe(200);
      }
      vi.setSystemTime(start + 6 * 60_000);
      const hour = await sendCode(token);
      expect(hour.statusCode).toBe(429);
      expect(hour.json().message).toMatch(/^Ви вже отримали 5 кодів за годину\. Спробуйте через \d+ хв$/);
      expect(sms.sent.filter((m) => m.phone === phone)).toHaveLength(5);
    });

    it(`answers 429 to code request number ${ADDRESS_LIMITS.phoneCodes.max + 1} from one address`, async () => {
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      for (let i = 0; i < ADDRESS_LIMITS.phoneCodes.max; i++) {
        const pupil = await makeUser(ctx.database.db, { confirmed: false });
        expect((await sendCode(pupil.token, address)).statusCode).toBe(200);
      }
      const before = sms.sent.length;
      const refused = await sendCode((await makeUser(ctx.database.db, { confirmed: false })).token, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Забагато запитів коду підтвердження з вашої адреси. Спробуйте через 60 хв',
      );
      expect(sms.sent).toHaveLength(before);
    });
  });

  describe('what waits for a confirmed number', () => {
    it('refuses the free trial with 403 until the number is confirmed', async () => {
      const row = {
        id: 1,
        title: 'Тиждень',
        description: 'Спробуйте',
        endsAt: new Date(Date.now() + 30 * DAY_MS),
        days: 7,
      };
      await ctx.database.db
        .insert(freePremiumOffer)
        .values(row)
        .onConflictDoUpdate({ target: freePremiumOffer.id, set: row });
      const { phone, token } = await newPupil();
      const take = () => ctx.app.inject({ method: 'POST', url: '/api/free/premium', headers: bearer(token) });
      const refused = await take();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(UNCONFIRMED);
      expect((await me(token)).premium_check).toBe(false);

      await sendCode(token);
      await confirm(token, sms.lastCode(phone));
      expect((await take()).statusCode).toBe(200);
      expect((await me(token)).premium_check).toBe(true);
    });

    it('refuses question reports with 403 until the number is confirmed, before looking at the report', async () => {
      const { phone, token } = await newPupil();
      const report = (payload: unknown) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: bearer(token),
          payload: payload as object,
        });
      const refused = await report({ question_id: 1, reason: 'nonsense' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(UNCONFIRMED);

      await sendCode(token);
      await confirm(token, sms.lastCode(phone));
      // Past the door now: the report itself is looked at (a reason that does not exist).
      expect((await report({ question_id: 1, reason: 'nonsense' })).statusCode).toBe(422);
    });

    it('counts a password reset with the SMS code as a confirmation', async () => {
      const { phone, token } = await newPupil();
      expect((await me(token)).phone_confirmed).toBe(false);
      const recovery = await ctx.app.inject({
        method: 'POST',
        url: '/api/password/recover',
        payload: { phone },
      });
      const password = 'novyi-parol-2031';
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/password/recover/${recovery.json().token}`,
        payload: { code: sms.lastCode(phone), password, password_confirmation: password },
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { phone, password },
      });
      expect((await me(signedIn.json().access_token)).phone_confirmed).toBe(true);
    });
  });

  describe('POST /api/register with a number an unconfirmed account holds', () => {
    const registerAgain = (phone: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          phone,
          first_name: 'Марта',
          last_name: 'Шевчук',
          password: 'vlasnyk-nomera-1',
          password_confirmation: 'vlasnyk-nomera-1',
          categories: [3],
          buy_premium: false,
          accept: 1,
        },
      });
    const taken = {
      message: 'Заповніть правильно дані!',
      errors: { phone: 'Цей номер телефону вже зареєстровано' },
    };

    it('answers as the spec says while the account is less than a day old', async () => {
      const start = fakeNow();
      const { phone } = await newPupil();
      vi.setSystemTime(start + DAY_MS - 60_000);
      const res = await registerAgain(phone);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(taken);
    });

    it('gives the number to the new registration a day on: the old account is closed, its data kept', async () => {
      const start = fakeNow();
      const { phone, token: oldToken } = await newPupil();
      const [old] = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
      vi.setSystemTime(start + DAY_MS + 1000);
      const res = await registerAgain(phone);
      expect(res.statusCode).toBe(200);
      const newToken = res.json().access_token as string;
      expect(await me(newToken)).toMatchObject({ first_name: 'Марта', phone, phone_confirmed: false });

      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldToken) })).statusCode,
      ).toBe(401);
      const [closed] = await ctx.database.db.select().from(users).where(eq(users.id, old!.id));
      expect(closed).toMatchObject({
        phone: `released-${old!.id}:${phone}`,
        firstName: 'Ірина',
        phoneReleasedAt: new Date(start + DAY_MS + 1000),
      });
      // The old password no longer opens anything: the number is the new owner's.
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { phone, password: PASSWORD },
      });
      expect(login.statusCode).toBe(401);
    });

    it('keeps the number of a confirmed account, of one whose Premium runs and of one made before confirmation', async () => {
      const start = fakeNow();
      const confirmed = await newPupil();
      await sendCode(confirmed.token);
      await confirm(confirmed.token, sms.lastCode(confirmed.phone));
      const paid = await newPupil();
      await ctx.database.db
        .update(users)
        .set({ premiumUntil: new Date(start + 60 * DAY_MS) })
        .where(eq(users.phone, paid.phone));
      const before = await createUser(ctx.database.db, { phoneConfirmedAt: null, phoneHeldUntil: null });
      vi.setSystemTime(start + 3 * DAY_MS);
      for (const phone of [confirmed.phone, paid.phone, before.phone]) {
        const res = await registerAgain(phone);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(taken);
      }
      expect((await me(confirmed.token)).phone).toBe(confirmed.phone);
    });

    it('closes no account when the rest of the form is wrong', async () => {
      const start = fakeNow();
      const { phone, token } = await newPupil();
      vi.setSystemTime(start + 2 * DAY_MS);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          phone,
          first_name: 'Марта',
          last_name: 'Шевчук',
          password: 'vlasnyk-nomera-1',
          password_confirmation: 'vlasnyk-nomera-1',
          categories: [9999],
          accept: 1,
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ categories: 'Такої категорії не існує' });
      expect((await me(token)).phone).toBe(phone);
    });
  });
});
