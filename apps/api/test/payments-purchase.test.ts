import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/accounts.ts';
import { settings } from '../src/db/schema/settings.ts';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createGroup, createUser, loginAs, PASSWORD, uniquePhone } from './accounts-fixtures.ts';
import { linkParams, orderRow, subscribeAs } from './payments-fixtures.ts';

describe.each(drivers)('Premium purchase calls on %s (sandbox provider)', (driver) => {
  const ctx = useTestApp(driver);

  const finish = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/register/finish', headers: bearer(token), payload });

  async function learner(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ctx.database.db, overrides);
    return { user, token: await loginAs(ctx.app, user.phone) };
  }

  it('returns a sandbox checkout link from registration with buy_premium, and none without', async () => {
    const register = (buy: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          phone: uniquePhone(),
          first_name: 'Марія',
          last_name: 'Бондар',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          categories: [3],
          buy_premium: buy,
          accept: 1,
        },
      });
    const bought = await register(true);
    expect(bought.statusCode).toBe(200);
    const { url, params } = linkParams(bought.json().link as string);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/api/payments/sandbox/checkout');
    expect(params).toMatchObject({ action: 'pay', amount: 299, currency: 'UAH', public_key: 'sandbox' });
    expect((await orderRow(ctx.database.db, params.order_id as string)).provider).toBe('sandbox');
    const free = await register(false);
    expect(free.json().link).toBeNull();
  });

  it('answers bad purchase input with Ukrainian field errors', async () => {
    const { token } = await learner({ firstName: '', lastName: '' });
    const res = await finish(token, {
      categories: [],
      group_code: '12 34',
      first_name: ' ',
      last_name: 'x'.repeat(51),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      categories: 'Оберіть хоча б одну категорію',
      group_code: 'Код групи має складатися з 8 цифр',
      first_name: "Вкажіть ім'я",
      last_name: 'Не більше 50 символів',
    });
    const unknown = await finish(token, { categories: [3, 999], group_code: '000 00 001' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      categories: 'Такої категорії не існує',
      group_code: 'Групу з таким кодом не знайдено',
      first_name: "Вкажіть ім'я",
      last_name: 'Вкажіть прізвище',
    });
    const huge = await finish(token, { categories: [2 ** 31], first_name: 'А', last_name: 'Б' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors['categories.0']).toMatch(/не більше/);
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/register/finish', payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it("takes the group's price and days from its code, and the learner joins the group", async () => {
    const { group } = await createGroup(ctx.database.db, { premiumPrice: 150, premiumDays: 60 });
    const { user, token } = await learner({ firstName: '', lastName: '' });
    const res = await finish(token, {
      categories: [3, 1],
      group_code: `${group.code.slice(0, 3)} ${group.code.slice(3, 5)} ${group.code.slice(5)}`,
      first_name: 'Ірина',
      last_name: 'Шевчук',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Замовлення створено. Перейдіть до оплати');
    expect(linkParams(body.link).params).toMatchObject({ amount: 150, order_id: body.order_id });
    expect(await orderRow(ctx.database.db, body.order_id)).toMatchObject({
      amount: 15_000,
      days: 60,
      priceSource: 'group',
      groupId: group.id,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ groupId: group.id, firstName: 'Ірина', lastName: 'Шевчук' });
    expect(row!.categories).toHaveLength(2);
    // Later orders of this learner carry the group's price too.
    const again = await subscribeAs(ctx.app, token);
    expect(await orderRow(ctx.database.db, again.order_id)).toMatchObject({ amount: 15_000, days: 60 });
  });

  it('ignores a group code and names the account already has', async () => {
    const own = await createGroup(ctx.database.db, { premiumPrice: 100 });
    const other = await createGroup(ctx.database.db, { premiumPrice: 50 });
    const { user, token } = await learner({ groupId: own.group.id });
    const res = await finish(token, { categories: [3], group_code: other.group.code, first_name: 'Інше' });
    expect(res.statusCode).toBe(200);
    expect(await orderRow(ctx.database.db, res.json().order_id)).toMatchObject({ amount: 10_000, days: 90 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ groupId: own.group.id, firstName: 'Олена' });
  });

  it("charges the operator's default price and days without a group price", async () => {
    await ctx.database.db
      .update(settings)
      .set({ subscriptionPrice: 349, premiumDays: 120 })
      .where(eq(settings.id, 1));
    try {
      const { group } = await createGroup(ctx.database.db);
      const { token } = await learner({ groupId: group.id });
      const order = await subscribeAs(ctx.app, token);
      expect(await orderRow(ctx.database.db, order.order_id)).toMatchObject({
        amount: 34_900,
        days: 120,
        priceSource: 'default',
        groupId: null,
      });
    } finally {
      await ctx.database.db
        .update(settings)
        .set({ subscriptionPrice: 299, premiumDays: 90 })
        .where(eq(settings.id, 1));
    }
  });

  it('cancels open orders on unsubscribe and leaves paid Premium alone', async () => {
    const until = new Date(Date.now() + 5 * 86_400_000);
    const { user, token } = await learner({ premiumUntil: until });
    const a = await subscribeAs(ctx.app, token);
    // A second request gets the same open order (decision 130).
    const b = await subscribeAs(ctx.app, token);
    expect(b.order_id).toBe(a.order_id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/unsubscribe',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Неоплачені замовлення скасовано. Уже оплачений Преміум діє до кінця строку',
      cancelled: 1,
    });
    expect((await orderRow(ctx.database.db, a.order_id)).status).toBe('failed');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumUntil).toEqual(until);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/unsubscribe',
      headers: bearer(token),
    });
    expect(again.json().cancelled).toBe(0);
  });
});
