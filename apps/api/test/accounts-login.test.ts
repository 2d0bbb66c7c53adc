import { afterEach, describe, expect, it, vi } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createGroup, createUser, loginAs, PASSWORD, uniquePhone } from './accounts-fixtures.ts';

describe.each(drivers)('sign-in and sessions on %s', (driver) => {
  const ctx = useTestApp(driver);
  afterEach(() => vi.useRealTimers());

  const login = (phone: string, password: string, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { phone, password }, remoteAddress: ip });

  describe('POST /api/login', () => {
    it('answers status true and an access token for the right phone and password', async () => {
      const user = await createUser(ctx.database.db);
      const res = await login(user.phone, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, access_token: expect.stringMatching(/^[\w-]{43}$/) });
    });

    it('accepts the phone as typed in the mask', async () => {
      const user = await createUser(ctx.database.db);
      const d = user.phone.slice(4);
      const res = await login(
        `+38 (0${d.slice(0, 2)}) ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`,
        PASSWORD,
      );
      expect(res.statusCode).toBe(200);
    });

    it("answers 401 'Неправильний логін і пароль' for a wrong password", async () => {
      const user = await createUser(ctx.database.db);
      const res = await login(user.phone, 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Неправильний логін і пароль' });
    });

    it('answers the same 401 for a phone that is not registered', async () => {
      const res = await login(uniquePhone(), PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Неправильний логін і пароль' });
    });

    it('answers 422 with a phone error for a short number', async () => {
      const res = await login('+38067123', PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ phone: 'Введіть коректний номер телефону' });
    });

    it('answers 422 with a password error when the password is empty', async () => {
      const res = await login(uniquePhone(), '');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: 'Введіть пароль' });
    });

    // The limits on guessing (per phone and address, per address, the phone's back-off) are in login-limits.test.ts.

    it("tells the password hash's time in Server-Timing, the same way for every outcome", async () => {
      const user = await createUser(ctx.database.db);
      const answers = [
        await login(user.phone, PASSWORD),
        await login(user.phone, 'wrong-password'),
        await login(uniquePhone(), PASSWORD),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 401]);
      for (const res of answers) {
        const match = /^hash;dur=(\d+\.\d);desc="password hash"$/.exec(String(res.headers['server-timing']));
        expect(match, String(res.headers['server-timing'])).not.toBeNull();
        expect(Number(match![1])).toBeGreaterThan(1);
      }
      // A refused form is not hashed: nothing to tell.
      expect((await login('+38067123', PASSWORD)).headers['server-timing']).toBeUndefined();
    });

    it('never echoes the password back', async () => {
      const user = await createUser(ctx.database.db);
      const res = await login(user.phone, 'my-secret-guess');
      expect(res.body).not.toContain('my-secret-guess');
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 without a token and with an unknown token', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer('not-a-token') });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Потрібно увійти в систему' });
    });

    it('answers the user fields with the group and premium_check false without Premium', async () => {
      const { group, school } = await createGroup(ctx.database.db, { name: 'Група Б-12' });
      const user = await createUser(ctx.database.db, { groupId: group.id, categories: ['B', 'C'] });
      const token = await loginAs(ctx.app, user.phone);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        first_name: 'Олена',
        last_name: 'Коваль',
        phone: user.phone,
        role_id: 1,
        phone_confirmed: true,
        premium_check: false,
        premium_until: null,
        group_code: group.code,
        group_name: 'Група Б-12',
        school_name: school.name,
        categories: [
          { id: 3, label: 'B' },
          { id: 5, label: 'C' },
        ],
        // The first chosen category; whether it has a full exam depends on the content of this database.
        active_category: { label: 'B', full_exam: expect.any(Boolean) },
        avatar: null,
      });
    });

    it('derives premium_check from premium_until: true while it is in the future', async () => {
      const future = new Date(Date.now() + 86_400_000);
      const paid = await createUser(ctx.database.db, { premiumUntil: future, roleId: 4 });
      const body = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: bearer(await loginAs(ctx.app, paid.phone)),
        })
      ).json();
      expect(body).toMatchObject({
        premium_check: true,
        premium_until: future.toISOString(),
        role_id: 4,
        group_name: null,
      });

      const lapsed = await createUser(ctx.database.db, { premiumUntil: new Date(Date.now() - 1000) });
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(await loginAs(ctx.app, lapsed.phone)),
      });
      expect(res.json().premium_check).toBe(false);
    });

    it('never shows the password hash', async () => {
      const user = await createUser(ctx.database.db);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(await loginAs(ctx.app, user.phone)),
      });
      expect(res.body).not.toMatch(/scrypt|password/);
    });
  });

  describe('PATCH /api/user', () => {
    it('changes the first and last name, trimmed', async () => {
      const user = await createUser(ctx.database.db);
      const token = await loginAs(ctx.app, user.phone);
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: bearer(token),
        payload: { first_name: '  Марія ', last_name: 'Шевченко' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ first_name: 'Марія', last_name: 'Шевченко' });
    });

    it('answers 422 with Ukrainian field errors for empty names', async () => {
      const user = await createUser(ctx.database.db);
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: bearer(await loginAs(ctx.app, user.phone)),
        payload: { first_name: ' ', last_name: '' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ first_name: "Вкажіть ім'я", last_name: 'Вкажіть прізвище' });
    });

    it('answers 401 without a token', async () => {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user',
        payload: { first_name: 'А', last_name: 'Б' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/logout', () => {
    it('revokes the token for real: the same token then answers 401', async () => {
      const user = await createUser(ctx.database.db);
      const token = await loginAs(ctx.app, user.phone);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Ви вийшли з системи' });
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode,
      ).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(token) })).statusCode,
      ).toBe(401);
    });

    it('leaves the other sessions of the user alone', async () => {
      const user = await createUser(ctx.database.db);
      const phoneToken = await loginAs(ctx.app, user.phone);
      const laptopToken = await loginAs(ctx.app, user.phone);
      await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(phoneToken) });
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(laptopToken) })).statusCode,
      ).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
    });
  });
});
