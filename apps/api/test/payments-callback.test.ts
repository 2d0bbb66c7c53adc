import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/accounts.ts';
import { orders } from '../src/db/schema/payments.ts';
import { handleCallback } from '../src/modules/payments/callback.ts';
import { drivers, useTestApp } from './test-app.ts';
import { bearer, createUser, loginAs } from './accounts-fixtures.ts';
import {
  DAY_MS,
  LIQPAY_ENV,
  linkParams,
  liqpayCallback,
  orderRow,
  postCallback,
  premiumUntil,
  subscribeAs,
} from './payments-fixtures.ts';

describe.each(drivers)('LiqPay callbacks on %s', (driver) => {
  const ctx = useTestApp(driver, { env: LIQPAY_ENV });

  async function learnerWithOrder(premium: Date | null = null) {
    const user = await createUser(ctx.database.db, { premiumUntil: premium });
    const token = await loginAs(ctx.app, user.phone);
    const order = await subscribeAs(ctx.app, token);
    return { user, token, order };
  }

  it('makes a LiqPay link that carries the order in the published fields', async () => {
    const { order, link } = await learnerWithOrder().then((r) => ({ order: r.order, link: r.order.link }));
    const { url, params } = linkParams(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(params).toEqual({
      version: 3,
      public_key: LIQPAY_ENV.LIQPAY_PUBLIC_KEY,
      action: 'pay',
      amount: 299,
      currency: 'UAH',
      description: 'Преміум-доступ до тренажера ПДР на 90 днів',
      order_id: order.order_id,
      result_url: `http://localhost:3000/#/premium/status/${order.order_id}`,
      server_url: 'http://localhost:3000/api/payments/callback',
      language: 'uk',
    });
  });

  it('grants the days once for a valid success callback and answers its replay with 200', async () => {
    const { user, token, order } = await learnerWithOrder();
    const callback = liqpayCallback({ order_id: order.order_id, status: 'success', amount: 299 });
    const before = Date.now();
    expect((await postCallback(ctx.app, callback)).statusCode).toBe(200);
    const until = (await premiumUntil(ctx.database.db, user.id))!;
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    expect(until.getTime()).toBeLessThan(Date.now() + 90 * DAY_MS + 1000);
    const paid = await orderRow(ctx.database.db, order.order_id);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: '123456789', premiumBefore: null });
    expect(paid.premiumAfter?.getTime()).toBe(until.getTime());

    const replay = await postCallback(ctx.app, callback);
    expect(replay.statusCode).toBe(200);
    expect(await premiumUntil(ctx.database.db, user.id)).toEqual(until);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}`,
      headers: bearer(token),
    });
    expect(res.json()).toMatchObject({ status: 'paid', amount: 299, days: 90, premium_check: true });
  });

  it('grants once when the same callback arrives five times at once', async () => {
    const { user, order } = await learnerWithOrder();
    const callback = liqpayCallback({ order_id: order.order_id, status: 'success', amount: 299 });
    const before = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCallback(ctx.app, callback)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const until = (await premiumUntil(ctx.database.db, user.id))!;
    expect(until.getTime() - before).toBeLessThan(90 * DAY_MS + 5000);
    expect(until.getTime() - before).toBeGreaterThanOrEqual(90 * DAY_MS);
  });

  it('extends from the current end when Premium still runs', async () => {
    const end = new Date(Date.now() + 10 * DAY_MS);
    const { user, order } = await learnerWithOrder(end);
    await postCallback(ctx.app, liqpayCallback({ order_id: order.order_id, status: 'success', amount: 299 }));
    expect((await premiumUntil(ctx.database.db, user.id))!.getTime()).toBe(end.getTime() + 90 * DAY_MS);
  });

  it('changes nothing for a forged signature (400), an unknown order or a changed amount (200)', async () => {
    const { user, order } = await learnerWithOrder();
    const forged = liqpayCallback(
      { order_id: order.order_id, status: 'success', amount: 299 },
      'not-our-key',
    );
    expect((await postCallback(ctx.app, forged)).statusCode).toBe(400);
    const real = liqpayCallback({ order_id: order.order_id, status: 'success', amount: 299 });
    expect((await postCallback(ctx.app, { ...real, signature: forged.signature })).statusCode).toBe(400);

    const unknown = liqpayCallback({ order_id: crypto.randomUUID(), status: 'success', amount: 299 });
    expect((await postCallback(ctx.app, unknown)).statusCode).toBe(200);
    const cheaper = liqpayCallback({ order_id: order.order_id, status: 'success', amount: 1 });
    expect((await postCallback(ctx.app, cheaper)).statusCode).toBe(200);
    const dollars = liqpayCallback({
      order_id: order.order_id,
      status: 'success',
      amount: 299,
      currency: 'USD',
    });
    expect((await postCallback(ctx.app, dollars)).statusCode).toBe(200);

    expect(await premiumUntil(ctx.database.db, user.id)).toBeNull();
    expect(await orderRow(ctx.database.db, order.order_id)).toMatchObject({
      status: 'created',
      lastCallback: null,
    });
  });

  it('ignores a callback for an order made under the sandbox provider', async () => {
    const user = await createUser(ctx.database.db);
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        amount: 29_900,
        days: 90,
        priceSource: 'default',
        provider: 'sandbox',
      })
      .returning();
    const res = await postCallback(
      ctx.app,
      liqpayCallback({ order_id: order!.id, status: 'success', amount: 299 }),
    );
    expect(res.statusCode).toBe(200);
    expect((await orderRow(ctx.database.db, order!.id)).status).toBe('created');
    expect(await premiumUntil(ctx.database.db, user.id)).toBeNull();
  });

  it('logs each refused callback with its reason and never the key, the data or the signature', async () => {
    const { order } = await learnerWithOrder();
    const lines: string[] = [];
    const record = (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
    const log = { warn: record, info: record } as unknown as FastifyBaseLogger;
    const deps = { db: ctx.database.db, provider: ctx.app.payments.provider, log };
    const forged = liqpayCallback(
      { order_id: order.order_id, status: 'success', amount: 299 },
      'not-our-key',
    );
    await expect(handleCallback(deps, forged, new Date())).rejects.toThrow('Підпис не збігається');
    const unknown = liqpayCallback({ order_id: crypto.randomUUID(), status: 'success', amount: 299 });
    expect(await handleCallback(deps, unknown, new Date())).toBe('ignored');
    const cheaper = liqpayCallback({ order_id: order.order_id, status: 'success', amount: 2.99 });
    expect(await handleCallback(deps, cheaper, new Date())).toBe('ignored');
    const paid = liqpayCallback({ order_id: order.order_id, status: 'success', amount: 299 });
    expect(await handleCallback(deps, paid, new Date())).toBe('paid');
    expect(await handleCallback(deps, paid, new Date())).toBe('unchanged');
    expect(lines.map((l) => l.split(' {')[0])).toEqual([
      'payment callback refused: signature does not match',
      'payment callback ignored: unknown order',
      'payment callback ignored: amount differs',
      'payment callback applied',
      'payment callback repeated',
    ]);
    const text = lines.join('\n');
    for (const secret of [LIQPAY_ENV.LIQPAY_PRIVATE_KEY, paid.signature, paid.data, forged.signature]) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses a callback without its fields with 422', async () => {
    const res = await postCallback(ctx.app, { data: '', signature: '' });
    expect(res.statusCode).toBe(422);
  });

  it('fails an order on failure, leaves it pending on other statuses, and still pays it later', async () => {
    const { user, order } = await learnerWithOrder();
    const send = (status: string) =>
      postCallback(ctx.app, liqpayCallback({ order_id: order.order_id, status, amount: 299 }));
    await send('3ds_verify');
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('pending');
    await send('failure');
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('failed');
    expect(await premiumUntil(ctx.database.db, user.id)).toBeNull();
    // The learner tried another card on the same LiqPay page: the money arrived, so the days are granted.
    await send('success');
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('paid');
    expect(await premiumUntil(ctx.database.db, user.id)).not.toBeNull();
  });

  it('does not pay on a test payment while LIQPAY_SANDBOX is off', async () => {
    const { user, order } = await learnerWithOrder();
    await postCallback(ctx.app, liqpayCallback({ order_id: order.order_id, status: 'sandbox', amount: 299 }));
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('created');
    expect(await premiumUntil(ctx.database.db, user.id)).toBeNull();
  });

  it('takes the days back on a reversal, once, keeping the days of an order paid later', async () => {
    const { user, token, order } = await learnerWithOrder();
    const pay = (id: string) =>
      postCallback(ctx.app, liqpayCallback({ order_id: id, status: 'success', amount: 299 }));
    await pay(order.order_id);
    const second = await subscribeAs(ctx.app, token);
    await pay(second.order_id);
    const afterBoth = (await premiumUntil(ctx.database.db, user.id))!;

    const reversal = liqpayCallback({ order_id: order.order_id, status: 'reversed', amount: 299 });
    expect((await postCallback(ctx.app, reversal)).statusCode).toBe(200);
    expect((await postCallback(ctx.app, reversal)).statusCode).toBe(200);
    expect((await premiumUntil(ctx.database.db, user.id))!.getTime()).toBe(afterBoth.getTime() - 90 * DAY_MS);
    expect(await orderRow(ctx.database.db, order.order_id)).toMatchObject({ status: 'reversed' });
    // A success replayed after the refund grants nothing again.
    await pay(order.order_id);
    expect((await premiumUntil(ctx.database.db, user.id))!.getTime()).toBe(afterBoth.getTime() - 90 * DAY_MS);
  });

  it('has no sandbox checkout page under liqpay', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout?data=a&signature=b',
    });
    expect(page.statusCode).toBe(404);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('keeps each learner to their own orders', async () => {
    const { order } = await learnerWithOrder();
    const other = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, other.phone);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Замовлення не знайдено' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/orders/12', headers: bearer(token) });
    expect(bad.statusCode).toBe(422);
    const guest = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}` });
    expect(guest.statusCode).toBe(401);
    await ctx.database.db.delete(users).where(eq(users.id, other.id));
  });
});

describe.each(drivers)('LiqPay test payments on %s with LIQPAY_SANDBOX', (driver) => {
  const ctx = useTestApp(driver, { env: { ...LIQPAY_ENV, LIQPAY_SANDBOX: 'true' } });

  it('asks LiqPay for a test payment and pays on status sandbox', async () => {
    const user = await createUser(ctx.database.db);
    const order = await subscribeAs(ctx.app, await loginAs(ctx.app, user.phone));
    expect(linkParams(order.link).params.sandbox).toBe(1);
    await postCallback(ctx.app, liqpayCallback({ order_id: order.order_id, status: 'sandbox', amount: 299 }));
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('paid');
    expect(await premiumUntil(ctx.database.db, user.id)).not.toBeNull();
  });
});
