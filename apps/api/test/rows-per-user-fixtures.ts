import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { orders } from '../src/db/schema/payments.ts';
import { bearer, createUser, loginAs } from './accounts-fixtures.ts';
import { DAY_MS, orderRow, premiumUntil } from './payments-fixtures.ts';
import { inParallel } from './once-a-day-fixtures.ts';

/** One open order per learner (decision 130), tried through one app or two on one database. */

type Apps = readonly FastifyInstance[];

export async function openOrders(db: Db, userId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['created', 'pending'])));
}

/** Pays an order through its sandbox checkout link, on the app that made the link (its key is its own). */
export async function payThroughLink(app: FastifyInstance, link: string) {
  const url = new URL(link);
  return app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      data: url.searchParams.get('data')!,
      signature: url.searchParams.get('signature')!,
      decision: 'pay',
    }).toString(),
  });
}

/**
 * A learner sends `n` POST /api/user/subscribe at once: all get the same order, the database holds one open
 * order, and the link each got pays it.
 */
export async function subscribesAtOnce(apps: Apps, db: Db, n: number): Promise<void> {
  const user = await createUser(db);
  const token = await loginAs(apps[0]!, user.phone);
  const responses = await inParallel(apps, n, (app) =>
    app.inject({ method: 'POST', url: '/api/user/subscribe', headers: bearer(token) }),
  );
  for (const r of responses) expect(r.statusCode, r.body).toBe(200);
  const ids = new Set(responses.map((r) => r.json<{ order_id: string }>().order_id));
  expect(ids.size).toBe(1);
  const [orderId] = [...ids];
  expect((await openOrders(db, user.id)).map((o) => o.id)).toEqual([orderId]);

  // The link of the last answer, paid on the app that made it.
  const last = responses.length - 1;
  const before = Date.now();
  const paid = await payThroughLink(
    apps[last % apps.length]!,
    responses[last]!.json<{ link: string }>().link,
  );
  expect(paid.statusCode, paid.body).toBe(303);
  expect(await orderRow(db, orderId!)).toMatchObject({ status: 'paid' });
  expect((await premiumUntil(db, user.id))!.getTime()).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
  expect(await openOrders(db, user.id)).toEqual([]);
}

/** `n` POST /api/register/finish at once: one open order, the one every answer names. */
export async function registerFinishesAtOnce(apps: Apps, db: Db, n: number): Promise<void> {
  const user = await createUser(db);
  const token = await loginAs(apps[0]!, user.phone);
  const responses = await inParallel(apps, n, (app) =>
    app.inject({
      method: 'POST',
      url: '/api/register/finish',
      headers: bearer(token),
      payload: { categories: [3] },
    }),
  );
  for (const r of responses) expect(r.statusCode, r.body).toBe(200);
  const ids = new Set(responses.map((r) => r.json<{ order_id: string }>().order_id));
  expect(ids.size).toBe(1);
  expect((await openOrders(db, user.id)).map((o) => o.id)).toEqual([...ids]);
}
