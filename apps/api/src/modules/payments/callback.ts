import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SignedPayload } from '@pdr/contract/payments';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { payOrder, reverseOrder } from './ledger.ts';
import type { PaymentProvider } from './provider.ts';
import { findOrder, moveOrder, OPEN_STATUSES } from './repository.ts';

/** The fields of a callback we act on; LiqPay sends many more, kept as they came in orders.last_callback. */
const callbackSchema = z.looseObject({
  order_id: z.uuid(),
  status: z.string().max(64),
  amount: z.union([z.number(), z.string().max(32)]),
  currency: z.string().max(8),
  payment_id: z.union([z.number(), z.string().max(255)]).nullish(),
});

const FAILED = new Set(['failure', 'error']);

export type CallbackOutcome = 'paid' | 'failed' | 'reversed' | 'pending' | 'unchanged' | 'ignored';

export const forgedCallback = () => new HttpError(400, 'Підпис не збігається');

/**
 * A provider's callback (payments.md): the signature first, in constant time, then the order, its amount and its
 * currency. A forged callback is refused with 400; anything else signed answers 200 (LiqPay retries otherwise)
 * whatever it did, and what was refused is logged by order id and reason only, never with keys or signatures.
 */
export async function handleCallback(
  deps: { db: Db; provider: PaymentProvider; log: FastifyBaseLogger },
  payload: SignedPayload,
  now: Date,
): Promise<CallbackOutcome> {
  const { db, provider, log } = deps;
  const decoded = provider.verifyCallback(payload);
  if (!decoded) {
    log.warn({ provider: provider.name }, 'payment callback refused: signature does not match');
    throw forgedCallback();
  }
  const parsed = callbackSchema.safeParse(decoded);
  if (!parsed.success) {
    log.warn({ provider: provider.name }, 'payment callback ignored: fields missing or malformed');
    return 'ignored';
  }
  const cb = parsed.data;
  const ref = { provider: provider.name, order_id: cb.order_id, status: cb.status };
  const order = await findOrder(db, cb.order_id);
  if (!order) {
    log.warn(ref, 'payment callback ignored: unknown order');
    return 'ignored';
  }
  if (order.provider !== provider.name) {
    // An order made under the other provider (the operator switched): this one never took its money.
    log.warn(
      { ...ref, order_provider: order.provider },
      'payment callback ignored: order of another provider',
    );
    return 'ignored';
  }
  if (Math.round(Number(cb.amount) * 100) !== order.amount || cb.currency !== order.currency) {
    log.warn(
      { ...ref, amount: cb.amount, currency: cb.currency },
      'payment callback ignored: amount differs',
    );
    return 'ignored';
  }
  const raw = decoded;
  const paymentId = cb.payment_id === null || cb.payment_id === undefined ? null : String(cb.payment_id);

  let outcome: CallbackOutcome;
  if (cb.status === 'success' || (cb.status === 'sandbox' && provider.sandboxPays)) {
    outcome = (await payOrder(db, order.id, { raw, paymentId }, now)) ? 'paid' : 'unchanged';
  } else if (cb.status === 'sandbox') {
    log.warn(ref, 'payment callback ignored: test payment while LIQPAY_SANDBOX is off');
    return 'ignored';
  } else if (FAILED.has(cb.status)) {
    const moved = await moveOrder(db, order.id, OPEN_STATUSES, { status: 'failed', lastCallback: raw });
    outcome = moved ? 'failed' : 'unchanged';
  } else if (cb.status === 'reversed') {
    outcome = (await reverseOrder(db, order.id, { raw }, now)) ? 'reversed' : 'unchanged';
  } else {
    const moved = await moveOrder(db, order.id, ['created'], { status: 'pending', lastCallback: raw });
    outcome = moved ? 'pending' : 'unchanged';
  }
  if (outcome === 'unchanged') log.info({ ...ref, order_status: order.status }, 'payment callback repeated');
  else log.info({ ...ref, outcome }, 'payment callback applied');
  return outcome;
}
