import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { orders } from '../src/db/schema/payments.ts';
import { signedPair } from '../src/modules/payments/signing.ts';
import { bearer } from './accounts-fixtures.ts';

export const LIQPAY_ENV = {
  PAYMENT_PROVIDER: 'liqpay',
  LIQPAY_PUBLIC_KEY: 'i12345678901',
  LIQPAY_PRIVATE_KEY: 'test-private-key-0123456789abcdef',
};

/** The checkout link's query as an object. */
export function linkParams(link: string) {
  const url = new URL(link);
  const data = url.searchParams.get('data')!;
  const signature = url.searchParams.get('signature')!;
  return { url, data, signature, params: JSON.parse(Buffer.from(data, 'base64').toString('utf8')) };
}

/** A LiqPay callback for an order, signed with the test private key unless told otherwise. */
export function liqpayCallback(
  fields: { order_id: string; status: string; amount: number; currency?: string },
  privateKey = LIQPAY_ENV.LIQPAY_PRIVATE_KEY,
) {
  return signedPair(privateKey, {
    version: 3,
    public_key: LIQPAY_ENV.LIQPAY_PUBLIC_KEY,
    action: 'pay',
    currency: 'UAH',
    payment_id: 123456789,
    transaction_id: 987654321,
    end_date: Date.now(),
    ...fields,
  });
}

export function postCallback(app: FastifyInstance, payload: { data: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });
}

export async function subscribeAs(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: 'POST', url: '/api/user/subscribe', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
  return res.json() as { link: string; order_id: string };
}

export async function orderRow(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function premiumUntil(db: Db, userId: number) {
  const [row] = await db.select({ until: users.premiumUntil }).from(users).where(eq(users.id, userId));
  return row!.until;
}

export const DAY_MS = 86_400_000;
