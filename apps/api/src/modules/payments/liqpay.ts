import type { Config } from '../../config.ts';
import { checkoutParams, verifyAndDecode, type PaymentProvider } from './provider.ts';
import { signedPair } from './signing.ts';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';

/** LiqPay (PAYMENT_PROVIDER=liqpay): the learner pays on LiqPay's page, LiqPay calls server_url back. */
export function createLiqpayProvider(config: Config): PaymentProvider {
  const publicKey = config.LIQPAY_PUBLIC_KEY ?? '';
  const privateKey = config.LIQPAY_PRIVATE_KEY ?? '';
  // loadConfig refuses liqpay without both keys; this guards callers that build a Config by hand.
  if (!publicKey || !privateKey) throw new Error('LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are required');
  return {
    name: 'liqpay',
    sandboxPays: config.LIQPAY_SANDBOX,
    checkoutLink(order) {
      const { data, signature } = signedPair(
        privateKey,
        checkoutParams(publicKey, order, config.LIQPAY_SANDBOX),
      );
      return `${LIQPAY_CHECKOUT_URL}?${new URLSearchParams({ data, signature })}`;
    },
    verifyCallback: (payload) => verifyAndDecode(privateKey, payload),
  };
}
