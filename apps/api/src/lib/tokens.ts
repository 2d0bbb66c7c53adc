import { createHash, randomBytes } from 'node:crypto';

/** A new opaque random token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are kept only as hashes; a fast hash is right here because the token itself is high-entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
