import type { SignedPayload } from '@pdr/contract/payments';
import { decodeData, verifySignature } from './signing.ts';

/** What a checkout needs to know about an order. */
export interface CheckoutOrder {
  id: string;
  /** The site's public address (PUBLIC_URL, or the address the learner used), without a trailing slash. */
  base: string;
  /** Kopecks. */
  amount: number;
  description: string;
  resultUrl: string;
  serverUrl: string;
}

/** A payment provider: makes the checkout link of an order and verifies its callbacks. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'liqpay';
  checkoutLink(order: CheckoutOrder): string;
  /** The decoded callback when its signature is right, else null; nothing is decoded before the check. */
  verifyCallback(payload: SignedPayload): Record<string, unknown> | null;
  /** Whether a callback with status `sandbox` (a test payment) pays an order. */
  readonly sandboxPays: boolean;
}

/** LiqPay's checkout parameters (version 3, a one-off payment); the sandbox provider uses the same ones. */
export function checkoutParams(publicKey: string, order: CheckoutOrder, sandbox: boolean) {
  return {
    version: 3,
    public_key: publicKey,
    action: 'pay',
    amount: order.amount / 100,
    currency: 'UAH',
    description: order.description,
    order_id: order.id,
    result_url: order.resultUrl,
    server_url: order.serverUrl,
    language: 'uk',
    ...(sandbox ? { sandbox: 1 } : {}),
  };
}

export function verifyAndDecode(privateKey: string, payload: SignedPayload) {
  return verifySignature(privateKey, payload.data, payload.signature) ? decodeData(payload.data) : null;
}
