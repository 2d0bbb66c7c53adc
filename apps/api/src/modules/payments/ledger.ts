import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/payments.ts';
import { eq } from 'drizzle-orm';
import { extendPremium } from '../premium/free-premium.ts';
import {
  lockPremiumUntil,
  moveOrder,
  PAYABLE_STATUSES,
  setPremiumUntil,
  type OrderRow,
} from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * Pays an order and grants its days, exactly once: the conditional status update lets one transaction through,
 * every other (a replay, a concurrent copy of the callback) finds the order paid and changes nothing.
 * Premium is extended from the later of now and the current end (decisions.md); the end before and after is kept
 * so that a reversal can take these days back.
 */
export async function payOrder(
  db: Db,
  orderId: string,
  callback: { raw: unknown; paymentId: string | null },
  now: Date,
): Promise<OrderRow | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await moveOrder(tx, orderId, PAYABLE_STATUSES, {
      status: 'paid',
      paidAt: now,
      lastCallback: callback.raw,
      providerPaymentId: callback.paymentId,
    });
    if (!order) return undefined;
    const before = (await lockPremiumUntil(tx, order.userId)) ?? null;
    const after = extendPremium(before, now, order.days);
    await setPremiumUntil(tx, order.userId, after);
    const [row] = await tx
      .update(orders)
      .set({ premiumBefore: before, premiumAfter: after })
      .where(eq(orders.id, order.id))
      .returning();
    return row;
  });
}

/**
 * The end of Premium after a refund of `days` (docs/decisions/062-granting-and-reversal.md): the order's days come
 * off the current end, so days of orders paid later, and days granted by the operator, stay with the learner.
 * An end that falls into the past simply means Premium is over.
 */
export function premiumAfterReversal(current: Date | null, days: number): Date | null {
  return current === null ? null : new Date(current.getTime() - days * DAY_MS);
}

/** Reverses a paid order and takes its days back, once; an order that is not paid is left as it is. */
export async function reverseOrder(
  db: Db,
  orderId: string,
  callback: { raw: unknown } | null,
  now: Date,
): Promise<{ order: OrderRow; premiumUntil: Date | null } | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await moveOrder(tx, orderId, ['paid'], {
      status: 'reversed',
      reversedAt: now,
      ...(callback ? { lastCallback: callback.raw } : {}),
    });
    if (!order) return undefined;
    const current = await lockPremiumUntil(tx, order.userId);
    if (current === undefined) return { order, premiumUntil: null };
    const premiumUntil = premiumAfterReversal(current, order.days);
    await setPremiumUntil(tx, order.userId, premiumUntil);
    return { order, premiumUntil };
  });
}
