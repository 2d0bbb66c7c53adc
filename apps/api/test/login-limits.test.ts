import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_LIMITS, ADDRESS_MAX_FAILURES, PAIR_MAX_FAILURES } from '../src/modules/accounts/limits.ts';
import { drivers, useTestApp } from './test-app.ts';
import { createGroup, createUser, PASSWORD, uniquePhone, useCapturedSms } from './accounts-fixtures.ts';

/** Failures and counters stay in the database for the whole file: each test signs in from addresses of its own. */
function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

const locked = (wait: string) => `Забагато спроб входу. Спробуйте через ${wait}`;

/** Limits that stop guessing but not a class behind one school router (decision 056). */
describe.each(drivers)('sign-in and sign-up limits on %s', (driver) => {
  const ctx = useTestApp(driver);
  const sms = useCapturedSms();
  const fakeNow = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

  const login = (phone: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { phone, password }, remoteAddress });
  const register = (phone: string, groupCode: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        phone,
        first_name: 'Іван',
        last_name: 'Петренко',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        categories: [3],
        group_code: groupCode,
        buy_premium: false,
        accept: 1,
      },
    });

  describe('POST /api/login', () => {
    it('lets a class of 10 pupils behind one address sign in after someone failed 10 times there', async () => {
      const school = randomAddress();
      const pupils = await Promise.all(Array.from({ length: 10 }, () => createUser(ctx.database.db)));
      for (let i = 0; i < 10; i++) {
        expect((await login(uniquePhone(), 'guess-guess', school)).statusCode).toBe(401);
      }
      // And someone kept guessing one pupil's password too (held back by that phone's back-off).
      for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
        expect([401, 429]).toContain((await login(pupils[0]!.phone, 'guess-guess', school)).statusCode);
      }
      for (const pupil of pupils.slice(1)) {
        expect((await login(pupil.phone, PASSWORD, school)).statusCode).toBe(200);
      }
    });

    it('refuses new phones from an address with 50 failures, but not pupils who signed in there before', async () => {
      fakeNow('2031-04-01T08:00:00Z');
      const school = randomAddress();
      const regular = await createUser(ctx.database.db);
      const newcomer = await createUser(ctx.database.db);
      expect((await login(regular.phone, PASSWORD, school)).statusCode).toBe(200);
      for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
        expect((await login(uniquePhone(), 'guess-guess', school)).statusCode).toBe(401);
      }
      const refused = await login(newcomer.phone, PASSWORD, school);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('900');
      expect(refused.json()).toEqual({ message: locked('15 хв'), errors: { phone: locked('15 хв') } });
      expect((await login(regular.phone, PASSWORD, school)).statusCode).toBe(200);
      later(15 * 60 + 1);
      expect((await login(newcomer.phone, PASSWORD, school)).statusCode).toBe(200);
      // Fifty-three password hashes one after another (an unknown phone is hashed too): 24 s alone on two cores.
    }, 90_000);

    it('refuses one phone from one address after 10 failures, even with the right password', async () => {
      fakeNow('2031-04-02T08:00:00Z');
      const pupil = await createUser(ctx.database.db);
      const other = await createUser(ctx.database.db);
      const at = randomAddress();
      expect((await login(pupil.phone, PASSWORD, at)).statusCode).toBe(200);
      for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
        expect((await login(pupil.phone, 'guess-guess', at)).statusCode).toBe(401);
      }
      const refused = await login(pupil.phone, PASSWORD, at);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(900);
      // Another pupil at the same address is not affected.
      expect((await login(other.phone, PASSWORD, at)).statusCode).toBe(200);
    });

    it('keeps a phone guessed from many addresses limited by a growing back-off', async () => {
      fakeNow('2031-04-03T08:00:00Z');
      const pupil = await createUser(ctx.database.db);
      for (let i = 0; i < 5; i++) {
        expect((await login(pupil.phone, 'guess-guess', randomAddress())).statusCode).toBe(401);
      }
      const waits: number[] = [];
      for (let guess = 0; guess < 10; guess++) {
        const refused = await login(pupil.phone, 'guess-guess', randomAddress());
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        waits.push(wait);
        // The right password is refused alike while the phone waits: the refusal tells nothing.
        expect((await login(pupil.phone, PASSWORD, randomAddress())).statusCode).toBe(429);
        later(wait);
        expect((await login(pupil.phone, 'guess-guess', randomAddress())).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
      const message = (await login(pupil.phone, 'guess-guess', randomAddress())).json().message;
      expect(message).toBe(locked('15 хв'));
    });

    it('lets the owner in while strangers keep guessing: at once from a known address, or after the wait', async () => {
      fakeNow('2031-04-04T08:00:00Z');
      const pupil = await createUser(ctx.database.db);
      const home = randomAddress();
      expect((await login(pupil.phone, PASSWORD, home)).statusCode).toBe(200);
      for (let i = 0; i < 12; i++) {
        later(600);
        expect((await login(pupil.phone, 'guess-guess', randomAddress())).statusCode).toBe(401);
      }
      expect((await login(pupil.phone, PASSWORD, randomAddress())).statusCode).toBe(429);
      // Home, where the pupil signed in before: no waiting for what strangers did.
      expect((await login(pupil.phone, PASSWORD, home)).statusCode).toBe(200);
      // A new place: the back-off is short and never a lock.
      const cafe = randomAddress();
      const refused = await login(pupil.phone, PASSWORD, cafe);
      expect(refused.statusCode).toBe(429);
      later(Number(refused.headers['retry-after']));
      expect((await login(pupil.phone, PASSWORD, cafe)).statusCode).toBe(200);
    });

    it('lets the owner in at once from where they reset the password by SMS', async () => {
      fakeNow('2031-04-05T08:00:00Z');
      const pupil = await createUser(ctx.database.db);
      for (let i = 0; i < 15; i++) {
        later(60);
        await login(pupil.phone, 'guess-guess', randomAddress());
      }
      const phoneShop = randomAddress();
      expect((await login(pupil.phone, PASSWORD, phoneShop)).statusCode).toBe(429);
      const recovery = await ctx.app.inject({
        method: 'POST',
        url: '/api/password/recover',
        remoteAddress: phoneShop,
        payload: { phone: pupil.phone },
      });
      const fresh = 'novyi-parol-2';
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/password/recover/${recovery.json().token}`,
        remoteAddress: phoneShop,
        payload: { code: sms.lastCode(pupil.phone), password: fresh, password_confirmation: fresh },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(pupil.phone, fresh, phoneShop)).statusCode).toBe(200);
    });
  });

  describe('POST /api/register', () => {
    it('no longer reveals group codes to a taken phone: its code checks share the /check/code limit', async () => {
      const taken = await createUser(ctx.database.db);
      const { group } = await createGroup(ctx.database.db);
      const at = randomAddress();
      const misses = ADDRESS_LIMITS.groupCodeMisses.max;
      for (let i = 0; i < misses / 2; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/check/code',
          remoteAddress: at,
          payload: { group_code: '000 00 000' },
        });
        expect(res.statusCode).toBe(422);
      }
      // A right code costs nothing.
      expect((await register(taken.phone, group.code, at)).json().errors.group_code).toBeUndefined();
      for (let i = misses / 2; i < misses; i++) {
        const res = await register(taken.phone, `${String(10_000_000 + i)}`, at);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.group_code).toBe('Групу з таким кодом не знайдено');
      }
      const refused = await register(taken.phone, '12345678', at);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        message: 'Забагато перевірок коду групи. Спробуйте через 10 хв',
        errors: { group_code: 'Забагато перевірок коду групи. Спробуйте через 10 хв' },
      });
    });

    it(`answers 429 with Retry-After to registration number ${ADDRESS_LIMITS.registrations.max + 1} from one address`, async () => {
      const taken = await createUser(ctx.database.db);
      const at = randomAddress();
      for (let i = 0; i < ADDRESS_LIMITS.registrations.max; i++) {
        expect((await register(taken.phone, '', at)).statusCode).toBe(422);
      }
      const refused = await register(uniquePhone(), '', at);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Забагато реєстрацій з вашої адреси. Спробуйте через 60 хв');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await register(uniquePhone(), '', randomAddress())).statusCode).toBe(200);
    });
  });

  describe('POST /api/password/recover', () => {
    it(`answers 429 with Retry-After to SMS request number ${ADDRESS_LIMITS.recoveries.max + 1} from one address`, async () => {
      const at = randomAddress();
      const recover = (phone: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/password/recover',
          remoteAddress: at,
          payload: { phone },
        });
      for (let i = 0; i < ADDRESS_LIMITS.recoveries.max; i++) {
        expect((await recover(uniquePhone())).statusCode).toBe(200);
      }
      const refused = await recover(uniquePhone());
      expect(refused.statusCode).toBe(429);
      const message = 'Забагато запитів на відновлення пароля з вашої адреси. Спробуйте через 60 хв';
      expect(refused.json()).toEqual({ message, errors: { phone: message } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    });

    it('answers the per-phone SMS limit with Retry-After too', async () => {
      const pupil = await createUser(ctx.database.db);
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/password/recover',
          remoteAddress: randomAddress(),
          payload: { phone: pupil.phone },
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  });
});
