import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed picture address is valid for one to two of these windows. Every address handed out within the same
 * window is the same, so a screen drawn again asks for the picture it already shows.
 */
export const SIGNED_IMAGE_WINDOW_S = 3600;

export interface ImageSignature {
  /** Unix seconds after which the address is refused. */
  expires: number;
  sig: string;
}

function mac(secret: string, file: string, expires: number): string {
  return createHmac('sha256', secret).update(`${file}\n${expires}`).digest('base64url');
}

/** Signs a picture's path under /images/ (`theory/<stored name>`) until the end of the next window. */
export function signImage(secret: string, file: string, now: Date): ImageSignature {
  const window = Math.floor(now.getTime() / 1000 / SIGNED_IMAGE_WINDOW_S);
  const expires = (window + 2) * SIGNED_IMAGE_WINDOW_S;
  return { expires, sig: mac(secret, file, expires) };
}

/** Seconds the signature has left, or null when it is missing, forged, for another file or expired. */
export function imageSignatureLeft(
  secret: string,
  file: string,
  query: { expires?: unknown; sig?: unknown },
  now: Date,
): number | null {
  const { expires, sig } = query;
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
  const left = Number(expires) - Math.floor(now.getTime() / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(mac(secret, file, Number(expires)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}
