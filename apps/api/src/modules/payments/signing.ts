import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * LiqPay's signing (payments.md): `data` is base64 of the JSON parameters, `signature` is base64 of the binary
 * SHA-1 of private_key + data + private_key. The sandbox provider signs the same way with its own key, so both go
 * through this one verification.
 */

export function encodeData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

export function sign(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

/**
 * Compares in constant time before anything in `data` is read. The expected value is always 20 bytes; a signature
 * of another length is refused without a comparison (timingSafeEqual needs equal lengths and the length of a
 * SHA-1 is no secret).
 */
export function verifySignature(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(sign(privateKey, data), 'base64');
  const actual = Buffer.from(signature, 'base64');
  // Buffer.from(base64) skips characters outside the alphabet; a re-encoding that differs means it was not base64.
  if (actual.length !== expected.length || actual.toString('base64') !== signature) return false;
  return timingSafeEqual(expected, actual);
}

/** The JSON object inside verified `data`, or null when it is not one. */
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A signed pair, as the checkout link and the callback carry it. */
export function signedPair(privateKey: string, params: Record<string, unknown>) {
  const data = encodeData(params);
  return { data, signature: sign(privateKey, data) };
}
