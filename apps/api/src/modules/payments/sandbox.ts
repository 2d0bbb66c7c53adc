import { randomBytes, randomUUID } from 'node:crypto';
import type { SignedPayload } from '@pdr/contract/payments';
import { checkoutParams, verifyAndDecode, type PaymentProvider } from './provider.ts';
import { signedPair } from './signing.ts';

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';
export const SANDBOX_PUBLIC_KEY = 'sandbox';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The checkout parameters of a link this process made, or null. */
  verifyCheckout(payload: SignedPayload): Record<string, unknown> | null;
  /** The callback LiqPay would send for a checkout, signed with the sandbox key. */
  signCallback(params: Record<string, unknown>): SignedPayload;
}

/**
 * The offline provider (the default): the link opens our own checkout page, and its buttons make a callback
 * signed like LiqPay's. The key is new on every start (docs/decisions/061-sandbox-provider.md), so no one can
 * sign a sandbox callback without the running server.
 */
export function createSandboxProvider(): SandboxProvider {
  const privateKey = randomBytes(32).toString('hex');
  return {
    name: 'sandbox',
    sandboxPays: true,
    checkoutLink(order) {
      const { data, signature } = signedPair(privateKey, checkoutParams(SANDBOX_PUBLIC_KEY, order, true));
      return `${order.base}${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams({ data, signature })}`;
    },
    verifyCallback: (payload) => verifyAndDecode(privateKey, payload),
    verifyCheckout: (payload) => verifyAndDecode(privateKey, payload),
    signCallback: (params) => signedPair(privateKey, params),
  };
}

/** A LiqPay-like callback for a checkout the learner paid ('sandbox', a test success) or declined. */
export function sandboxCallbackParams(checkout: Record<string, unknown>, decision: 'pay' | 'decline') {
  return {
    version: 3,
    public_key: SANDBOX_PUBLIC_KEY,
    action: 'pay',
    status: decision === 'pay' ? 'sandbox' : 'failure',
    ...(decision === 'decline' ? { err_code: 'cancel', err_description: 'Платіж скасовано' } : {}),
    order_id: checkout.order_id,
    amount: checkout.amount,
    currency: checkout.currency,
    description: checkout.description,
    payment_id: randomUUID(),
    transaction_id: randomUUID(),
    end_date: Date.now(),
    is_3ds: false,
  };
}
