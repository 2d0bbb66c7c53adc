import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Piscina } from 'piscina';
import type { DeriveJob } from './password-worker.ts';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto).
 * Parameters: N = 2^15 (cost), r = 8 (block size), p = 1, a 16-byte random salt and a 64-byte key. One hash needs
 * 128 * N * r = 32 MiB of memory and takes 120-140 ms of a core here, which makes guessing expensive while a
 * small server still handles dozens of sign-ins a second. The parameters are stored with every hash
 * (`scrypt$N$r$p$salt$key`), so they can be raised later without invalidating existing passwords.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/**
 * Hashes run in a pool of two worker threads at a lower priority (password-worker.ts), not on libuv's threads: a
 * newcomer's sign-in waits a little longer while the cores are busy, the screens of everyone studying do not
 * (decision 157): at 12,000 learners on PostgreSQL every call's p95 stayed within 49 ms, against the review result's
 * 105.6 ms with hashes at full priority (one ramp each). Started on the first hash; one thread stays, the second
 * leaves after a minute idle.
 */
let pool: Piscina<DeriveJob, Uint8Array> | undefined;

async function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  pool ??= new Piscina({
    filename: new URL('./password-worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 2,
    idleTimeout: 60_000,
  });
  const key = await pool.run({ password, salt, N, r, p, keyLength });
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (!Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p) || expected.length === 0)
    return false;
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: checked when the phone is unknown, so that the answer takes the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
