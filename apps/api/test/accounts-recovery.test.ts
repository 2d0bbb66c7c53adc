import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createUser, loginAs, PASSWORD, uniquePhone, useCapturedSms } from './accounts-fixtures.ts';

const NEW_PASSWORD = 'novyi-parol-2031';
const PER_MINUTE = /^Новий код можна отримати не частіше ніж раз на хвилину\. Спробуйте через \d+ с$/;
const PER_HOUR = /^Ви вже отримали 5 кодів за годину\. Спробуйте через \d+ хв$/;

describe.each(drivers)('password recovery on %s', (driver) => {
  const ctx = useTestApp(driver);
  const sms = useCapturedSms();

  const recover = (phone: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/password/recover', payload: { phone } });
  const reset = (token: string, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/password/recover/${token}`, payload: body });
  /**
   * Asks for a code for `phone` every `stepMs` until one is refused (at most `most` times); every earlier answer is
   * 200 and the refusal carries `message` for the phone. Answers the number of the refused attempt (0: none).
   */
  const attemptsUntilRefused = async (phone: string, most: number, stepMs: number, message: RegExp) => {
    for (let attempt = 1; attempt <= most; attempt++) {
      const res = await recover(phone);
      if (res.statusCode === 429) {
        const text = res.json().message as string;
        expect(text).toMatch(message);
        expect(res.json()).toEqual({ message: text, errors: { phone: text } });
        return attempt;
      }
      expect(res.statusCode).toBe(200);
      vi.setSystemTime(new Date(Date.now() + stepMs));
    }
    return 0;
  };
  /** A new user who has just asked for a recovery code: the user, the recovery token and the SMS code. */
  const userWithCode = async (options?: Parameters<typeof createUser>[1]) => {
    const user = await createUser(ctx.database.db, options);
    const { token } = (await recover(user.phone)).json();
    return { user, token: token as string, code: sms.lastCode(user.phone) };
  };
  const resetBody = (code: string, password = NEW_PASSWORD) => ({
    code,
    password,
    password_confirmation: password,
  });

  describe('POST /api/password/recover', () => {
    it('sends a 6-digit code by SMS and answers a token and a message', async () => {
      const user = await createUser(ctx.database.db);
      const res = await recover(user.phone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        token: expect.stringMatching(/^[\w-]{43}$/),
        message: 'Якщо цей номер зареєстровано, ми надіслали на нього SMS з кодом',
        retry_after: 60,
      });
      expect(sms.sent).toHaveLength(1);
      expect(sms.sent[0]!.phone).toBe(user.phone);
      expect(sms.lastCode(user.phone)).toMatch(/^\d{6}$/);
      expect(res.body).not.toContain(sms.lastCode(user.phone));
    });

    it('answers a number nobody registered exactly as a registered one, and sends it nothing', async () => {
      const user = await createUser(ctx.database.db);
      const known = await recover(user.phone);
      const unknown = await recover(uniquePhone());
      const shape = (res: typeof known) => ({
        status: res.statusCode,
        body: { ...res.json(), token: (res.json().token as string).length },
        type: res.headers['content-type'],
      });
      expect(shape(unknown)).toEqual(shape(known));
      expect(unknown.json().message).toBe('Якщо цей номер зареєстровано, ми надіслали на нього SMS з кодом');
      expect(sms.sent.map((m) => m.phone)).toEqual([user.phone]);
    });

    it("lets the unregistered number's token be tried as a real one: the same wrong-code answers, then dead", async () => {
      const { token: real, code } = await userWithCode();
      const fake = (await recover(uniquePhone())).json().token as string;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 6; i++) {
        const a = await reset(real, resetBody(wrong));
        const b = await reset(fake, resetBody(wrong));
        expect({ status: b.statusCode, body: b.json() }).toEqual({ status: a.statusCode, body: a.json() });
      }
    });

    it('answers 422 with a phone error for a malformed number', async () => {
      const res = await recover('12345');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ phone: 'Введіть коректний номер телефону' });
    });

    it('sends at most one SMS a minute: the 2nd request within a minute answers 429', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-01T08:00:00Z') });
      const user = await createUser(ctx.database.db);
      expect(await attemptsUntilRefused(user.phone, 3, 30_000, PER_MINUTE)).toBe(2);
      expect(sms.sent).toHaveLength(1);
      vi.setSystemTime(new Date('2031-05-01T08:01:01Z'));
      expect((await recover(user.phone)).statusCode).toBe(200);
    });

    it('sends at most 5 SMS an hour: the 6th request, a minute after the 5th, answers 429', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-02T08:00:00Z') });
      const user = await createUser(ctx.database.db);
      expect(await attemptsUntilRefused(user.phone, 7, 61_000, PER_HOUR)).toBe(6);
      expect(sms.sent).toHaveLength(5);
      vi.setSystemTime(new Date('2031-05-02T09:00:01Z'));
      expect((await recover(user.phone)).statusCode).toBe(200);
    });

    it('tells when the next code may be asked for: a minute on, and after the 5th in an hour, an hour after the 1st', async () => {
      const start = new Date('2031-05-05T08:00:00Z');
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const user = await createUser(ctx.database.db);
      const waits: number[] = [];
      for (const minutes of [0, 2, 4, 6, 8]) {
        vi.setSystemTime(new Date(start.getTime() + minutes * 60_000));
        const res = await recover(user.phone);
        expect(res.statusCode).toBe(200);
        waits.push(res.json().retry_after);
      }
      // A minute after each; after the 5th, until the hour of the 1st is over (52 minutes after the 5th).
      expect(waits).toEqual([60, 60, 60, 60, 52 * 60]);
    });

    it('says in the refusal and in Retry-After how long to wait, and takes the request once the wait is over', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-06T08:00:00Z') });
      const user = await createUser(ctx.database.db);
      expect((await recover(user.phone)).json().retry_after).toBe(60);
      vi.setSystemTime(new Date('2031-05-06T08:00:20Z'));
      const refused = await recover(user.phone);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('40');
      expect(refused.json().errors.phone).toBe(
        'Новий код можна отримати не частіше ніж раз на хвилину. Спробуйте через 40 с',
      );
      vi.setSystemTime(new Date('2031-05-06T08:01:00Z'));
      expect((await recover(user.phone)).statusCode).toBe(200);
    });

    it('limits unknown phones the same way, so the limits tell nothing about registration', async () => {
      const phone = uniquePhone();
      expect((await recover(phone)).statusCode).toBe(200);
      expect((await recover(phone)).statusCode).toBe(429);
    });
  });

  describe('POST /api/password/recover/{token}', () => {
    it("sets the new password with the SMS code, answers 'Пароль успішно змінено!' and revokes every session", async () => {
      const user = await createUser(ctx.database.db);
      const oldToken = await loginAs(ctx.app, user.phone);
      const { token } = (await recover(user.phone)).json();
      const res = await reset(token, resetBody(sms.lastCode(user.phone)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        premium_expired: false,
        message: 'Пароль успішно змінено!',
      });
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldToken) })).statusCode,
      ).toBe(401);
      const login = (password: string) =>
        ctx.app.inject({ method: 'POST', url: '/api/login', payload: { phone: user.phone, password } });
      expect((await login(PASSWORD)).statusCode).toBe(401);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers premium_expired true for a user whose Premium has ended', async () => {
      const { token, code } = await userWithCode({ premiumUntil: new Date(Date.now() - 86_400_000) });
      const res = await reset(token, resetBody(code));
      expect(res.json().premium_expired).toBe(true);
    });

    it('works only once per code', async () => {
      const { token, code } = await userWithCode();
      expect((await reset(token, resetBody(code))).statusCode).toBe(200);
      const again = await reset(token, resetBody(code, 'inshyi-parol-3'));
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ code: 'Код більше не дійсний. Надішліть новий код' });
    });

    it('allows 5 tries per code: wrong codes count down, then even the right code is dead', async () => {
      const { token, code: right } = await userWithCode();
      const wrong = right === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await reset(token, resetBody(wrong));
        expect(res.statusCode).toBe(422);
        messages.push(res.json().errors.code);
      }
      expect(messages).toEqual([
        'Неправильний код. Залишилось спроб: 4',
        'Неправильний код. Залишилось спроб: 3',
        'Неправильний код. Залишилось спроб: 2',
        'Неправильний код. Залишилось спроб: 1',
        'Код більше не дійсний. Надішліть новий код',
      ]);
      const late = await reset(token, resetBody(right));
      expect(late.statusCode).toBe(422);
      expect(late.json().errors).toEqual({ code: 'Код більше не дійсний. Надішліть новий код' });
    });

    it('is no dead end: after 5 wrong tries a new code can be asked for when the minute is over, and it works', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-07T08:00:00Z') });
      const { user, token, code: right } = await userWithCode();
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await reset(token, resetBody(wrong));
      expect((await reset(token, resetBody(right))).json().errors.code).toBe(
        'Код більше не дійсний. Надішліть новий код',
      );
      vi.setSystemTime(new Date('2031-05-07T08:01:00Z'));
      const again = await recover(user.phone);
      expect(again.statusCode).toBe(200);
      expect((await reset(again.json().token, resetBody(sms.lastCode(user.phone)))).statusCode).toBe(200);
    });

    it('accepts the right code on the 5th try', async () => {
      const { token, code: right } = await userWithCode();
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) await reset(token, resetBody(wrong));
      expect((await reset(token, resetBody(right))).statusCode).toBe(200);
    });

    it('refuses a code after 60 minutes', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-03T08:00:00Z') });
      const { token, code } = await userWithCode();
      vi.setSystemTime(new Date('2031-05-03T09:00:00Z'));
      const res = await reset(token, resetBody(code));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: 'Код більше не дійсний. Надішліть новий код' });
    });

    it('leaves the code the owner holds valid when a second one is asked for, by anyone', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-04T08:00:00Z') });
      const { user, token: first, code: firstCode } = await userWithCode();
      vi.setSystemTime(new Date('2031-05-04T08:02:00Z'));
      const second = (await recover(user.phone)).json().token;
      expect(sms.sent).toHaveLength(2);
      expect((await reset(first, resetBody(firstCode))).statusCode).toBe(200);
      // The password is changed: every other open code of the account is closed with it.
      expect((await reset(second, resetBody(sms.lastCode(user.phone)))).json().errors).toEqual({
        code: 'Код більше не дійсний. Надішліть новий код',
      });
    });

    it('answers 422 field errors for a malformed code and passwords', async () => {
      const res = await reset('whatever', {
        code: '12a',
        password: 'short',
        password_confirmation: 'shorter',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        code: 'Код має складатися з 6 цифр',
        password: 'Пароль має містити щонайменше 8 символів',
        password_confirmation: 'Паролі не збігаються',
      });
    });

    it('answers 404 with a message for an unknown recovery token', async () => {
      const res = await reset('no-such-token', resetBody('123456'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Запит на відновлення не знайдено або він застарів. Надішліть код ще раз',
      });
    });
  });
});

describe.each(drivers)('password recovery through TurboSMS on %s', (driver) => {
  let stub: Server;
  let answer = { status: 200, body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_SENT' } };
  const bodies: unknown[] = [];
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(raw));
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => stub.close(resolve));
  });
  const env = () => ({
    SMS_PROVIDER: 'turbosms',
    TURBOSMS_TOKEN: 'stub-token',
    TURBOSMS_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/`,
  });
  const ctx = useTestApp(driver, {
    get env() {
      return env();
    },
  });

  it('sends the code through the provider', async () => {
    answer = { status: 200, body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_SENT' } };
    const user = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/recover',
      payload: { phone: user.phone },
    });
    expect(res.statusCode).toBe(200);
    expect(bodies.at(-1)).toMatchObject({ recipients: [user.phone.slice(1)], sms: { sender: 'PDR' } });
  });

  it('answers 503 with a Ukrainian message when the provider refuses, and the code is dead', async () => {
    answer = { status: 200, body: { response_code: 301, response_status: 'NOT_ENOUGH_CREDITS' } };
    const user = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/recover',
      payload: { phone: user.phone },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Не вдалося надіслати SMS. Спробуйте пізніше' });
    expect(res.headers['retry-after']).toBe('5');
  });
});
