import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createGroup, createUser, uniquePhone } from './accounts-fixtures.ts';
import { users } from '../src/db/schema/accounts.ts';
import { settings } from '../src/db/schema/settings.ts';

function payload(overrides: Record<string, unknown> = {}) {
  const digits = uniquePhone().slice(4);
  return {
    phone: `+380 (${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5)}`,
    first_name: ' Тарас ',
    last_name: 'Петренко',
    password: 'dovhyi-parol',
    password_confirmation: 'dovhyi-parol',
    categories: [3],
    group_code: '',
    buy_premium: false,
    accept: 1,
    ...overrides,
  };
}

describe.each(drivers)('registration, group codes, schools and groups on %s', (driver) => {
  const ctx = useTestApp(driver);
  const register = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/register', payload: body });

  describe('POST /api/register', () => {
    it('registers a pupil, stores the phone as +380XXXXXXXXX and signs them in', async () => {
      const body = payload();
      const res = await register(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: true,
        message: 'Реєстрацію завершено',
        access_token: expect.any(String),
        link: null,
      });
      const phone = `+${body.phone.replace(/\D/g, '')}`;
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(res.json().access_token),
      });
      expect(me.json()).toMatchObject({
        phone,
        first_name: 'Тарас',
        role_id: 1,
        premium_check: false,
        categories: [{ id: 3, label: 'B' }],
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
    });

    it('joins the group of a valid code typed as 999 99 999', async () => {
      const { group } = await createGroup(ctx.database.db, { name: 'Група 7' });
      const code = `${group.code.slice(0, 3)} ${group.code.slice(3, 5)} ${group.code.slice(5)}`;
      const res = await register(payload({ group_code: code, buy_premium: true }));
      expect(res.statusCode).toBe(200);
      // Premium was ticked: the link opens the checkout of a new order (payments-purchase.test.ts goes further).
      expect(res.json().link).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/checkout\?data=/);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(res.json().access_token),
      });
      expect(me.json()).toMatchObject({ group_code: group.code, group_name: 'Група 7' });
    });

    it("answers 422 'Цей номер телефону вже зареєстровано' for a taken phone", async () => {
      const existing = await createUser(ctx.database.db);
      const res = await register(payload({ phone: existing.phone }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Заповніть правильно дані!',
        errors: { phone: 'Цей номер телефону вже зареєстровано' },
      });
    });

    it('answers every field error at once, keyed by field name, in Ukrainian', async () => {
      const res = await register({
        phone: '+38067',
        first_name: '',
        last_name: ' ',
        password: 'short',
        password_confirmation: 'other',
        categories: [],
        group_code: '123',
        accept: 0,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        phone: 'Введіть коректний номер телефону',
        first_name: "Вкажіть ім'я",
        last_name: 'Вкажіть прізвище',
        password: 'Пароль має містити щонайменше 8 символів',
        password_confirmation: 'Паролі не збігаються',
        categories: 'Оберіть хоча б одну категорію',
        group_code: 'Код групи має складатися з 8 цифр',
        accept: 'Потрібно погодитися з умовами користувацької угоди',
      });
    });

    it('answers a confirmation error when the passwords differ', async () => {
      const res = await register(payload({ password_confirmation: 'dovhyi-parol-2' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password_confirmation: 'Паролі не збігаються' });
    });

    it('reports the confirmation together with other field errors', async () => {
      const res = await register(payload({ first_name: '', password_confirmation: 'x' }));
      expect(res.json().errors).toEqual({
        first_name: "Вкажіть ім'я",
        password_confirmation: 'Паролі не збігаються',
      });
    });

    it('refuses a password over 128 characters', async () => {
      const long = 'я'.repeat(129);
      const res = await register(payload({ password: long, password_confirmation: long }));
      expect(res.json().errors).toEqual({ password: 'Пароль має містити не більше 128 символів' });
    });

    it('requires the agreement', async () => {
      const { accept: _accept, ...rest } = payload();
      const res = await register(rest);
      expect(res.json().errors).toEqual({ accept: 'Потрібно погодитися з умовами користувацької угоди' });
    });

    it('refuses a group code that does not exist and an unknown category', async () => {
      const res = await register(payload({ group_code: '000 00 001', categories: [3, 999] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        group_code: 'Групу з таким кодом не знайдено',
        categories: 'Такої категорії не існує',
      });
    });

    it('never echoes the password back', async () => {
      const res = await register(
        payload({ first_name: '', password: 'super-secret-9', password_confirmation: 'super-secret-9' }),
      );
      expect(res.body).not.toContain('super-secret-9');
    });
  });

  describe('POST /api/check/code', () => {
    it("answers the group's own price and days", async () => {
      const { group } = await createGroup(ctx.database.db, { premiumPrice: 149, premiumDays: 60 });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        payload: { group_code: group.code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, price: 149, days: 60 });
    });

    it('answers the configured price and days for a group without its own', async () => {
      await ctx.database.db
        .update(settings)
        .set({ subscriptionPrice: 250, premiumDays: 90 })
        .where(eq(settings.id, 1));
      const { group } = await createGroup(ctx.database.db);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        payload: { group_code: `${group.code.slice(0, 3)}-${group.code.slice(3)}` },
      });
      expect(res.json()).toEqual({ status: true, price: 250, days: 90 });
    });

    it('answers 422 with a group_code error for an unknown or malformed code', async () => {
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        payload: { group_code: '99999999' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ group_code: 'Групу з таким кодом не знайдено' });
      const short = await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        payload: { group_code: '12' },
      });
      expect(short.json().errors).toEqual({ group_code: 'Код групи має складатися з 8 цифр' });
    });
  });

  describe('GET /api/school and POST /api/group', () => {
    it('lists every school for autocomplete and the ones with pupils as favourites', async () => {
      const busy = await createGroup(ctx.database.db, {}, { name: 'Автошкола «Зелена хвиля»' });
      const quiet = await createGroup(ctx.database.db, {}, { name: 'Автошкола «Тиша»' });
      await createUser(ctx.database.db, { groupId: busy.group.id });
      const res = await ctx.app.inject({ method: 'GET', url: '/api/school' });
      expect(res.statusCode).toBe(200);
      const { favorites, autocomplete } = res.json().data;
      expect(autocomplete).toEqual(
        expect.arrayContaining([
          { id: busy.school.id, name: 'Автошкола «Зелена хвиля»', city: 'Київ' },
          { id: quiet.school.id, name: 'Автошкола «Тиша»', city: 'Київ' },
        ]),
      );
      expect(favorites.map((s: { id: number }) => s.id)).toContain(busy.school.id);
      expect(favorites.map((s: { id: number }) => s.id)).not.toContain(quiet.school.id);
    });

    it("answers a school's groups without their codes", async () => {
      const { school, group } = await createGroup(ctx.database.db, { name: 'Ранкова' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/group',
        payload: { school_id: school.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [{ id: group.id, name: 'Ранкова' }] });
      expect(res.body).not.toContain(group.code);
    });

    it("answers 404 'Груп не знайдено' for a school without groups", async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/group',
        payload: { school_id: 999_999 },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Груп не знайдено' });
    });
  });
});

describe.each(drivers)('GET /api/school with no schools on %s', (driver) => {
  const ctx = useTestApp(driver);
  it("answers 404 'Автошкіл не знайдено'", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/school' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Автошкіл не знайдено' });
  });
});
