import { describe, expect, it } from 'vitest';
import { createLiqpayProvider } from '../src/modules/payments/liqpay.ts';
import { decodeData, encodeData, sign, verifySignature } from '../src/modules/payments/signing.ts';
import { testConfig } from './test-app.ts';

// LiqPay's published example (payments.md, decision 060).
const PRIVATE_KEY = 'a4825234f4bae72a0be04eafe9e8e2bada209255';
const EXAMPLE_JSON =
  '{"public_key":"i00000000","version":"3","action":"pay","amount":"3","currency":"UAH","description":"test","order_id":"000001"}';
const EXAMPLE_DATA =
  'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9';
const EXAMPLE_SIGNATURE = 'wR+UZDC4jjeL/qUOvIsofIWpZh8=';

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = bytes[index]! ^ 0x01;
  return bytes.toString('base64');
}

describe('LiqPay signing', () => {
  it("gives LiqPay's published data and signature for its example", () => {
    expect(encodeData(JSON.parse(EXAMPLE_JSON) as Record<string, unknown>)).toBe(EXAMPLE_DATA);
    expect(sign(PRIVATE_KEY, EXAMPLE_DATA)).toBe(EXAMPLE_SIGNATURE);
    expect(verifySignature(PRIVATE_KEY, EXAMPLE_DATA, EXAMPLE_SIGNATURE)).toBe(true);
    expect(decodeData(EXAMPLE_DATA)).toMatchObject({ order_id: '000001', amount: '3' });
  });

  it('refuses a signature with one flipped byte, anywhere in it', () => {
    for (const index of [0, 9, 19]) {
      expect(verifySignature(PRIVATE_KEY, EXAMPLE_DATA, flipByte(EXAMPLE_SIGNATURE, index))).toBe(false);
    }
  });

  it('refuses data with one flipped byte under the original signature', () => {
    expect(verifySignature(PRIVATE_KEY, flipByte(EXAMPLE_DATA, 40), EXAMPLE_SIGNATURE)).toBe(false);
  });

  it('refuses the example with a changed amount under the original signature', () => {
    const changed = encodeData({ ...(JSON.parse(EXAMPLE_JSON) as object), amount: '1' });
    expect(changed).not.toBe(EXAMPLE_DATA);
    expect(verifySignature(PRIVATE_KEY, changed, EXAMPLE_SIGNATURE)).toBe(false);
  });

  it('refuses another key, a truncated signature, a non-base64 one and an empty one', () => {
    expect(verifySignature('another-key', EXAMPLE_DATA, EXAMPLE_SIGNATURE)).toBe(false);
    expect(verifySignature(PRIVATE_KEY, EXAMPLE_DATA, EXAMPLE_SIGNATURE.slice(0, 20))).toBe(false);
    expect(verifySignature(PRIVATE_KEY, EXAMPLE_DATA, `${EXAMPLE_SIGNATURE.slice(0, -1)}*`)).toBe(false);
    expect(verifySignature(PRIVATE_KEY, EXAMPLE_DATA, '')).toBe(false);
  });

  it('decodes only JSON objects', () => {
    expect(decodeData(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(decodeData(Buffer.from('not json').toString('base64'))).toBeNull();
  });
});

describe('LiqPay provider', () => {
  const env = {
    PAYMENT_PROVIDER: 'liqpay',
    LIQPAY_PUBLIC_KEY: 'i00000000',
    LIQPAY_PRIVATE_KEY: PRIVATE_KEY,
  };
  const config = testConfig(env);

  it('verifies its own checkout link and refuses a callback signed with another key', () => {
    const provider = createLiqpayProvider(config);
    const link = new URL(
      provider.checkoutLink({
        id: '7b0c3d8e-3a36-4f8e-9d59-0d3f2b1c6a10',
        base: 'https://pdr.example.ua',
        amount: 29_950,
        description: 'Преміум',
        resultUrl: 'https://pdr.example.ua/#/premium/status/x',
        serverUrl: 'https://pdr.example.ua/api/payments/callback',
      }),
    );
    const payload = { data: link.searchParams.get('data')!, signature: link.searchParams.get('signature')! };
    expect(provider.verifyCallback(payload)).toMatchObject({ amount: 299.5, currency: 'UAH', version: 3 });
    expect(
      provider.verifyCallback({ data: payload.data, signature: sign('другий ключ', payload.data) }),
    ).toBeNull();
    expect(provider.sandboxPays).toBe(false);
    expect(createLiqpayProvider(testConfig({ ...env, LIQPAY_SANDBOX: 'true' })).sandboxPays).toBe(true);
  });
});
