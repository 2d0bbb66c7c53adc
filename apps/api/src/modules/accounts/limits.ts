import { isIPv6 } from 'node:net';

/** Rate limits of decisions.md and decision 056, as plain rules that take counts and times and return a verdict. */

/** Failures of one phone from one address in LOGIN_WINDOW_MS; the next attempt there is refused. */
export const PAIR_MAX_FAILURES = 10;
/** Failures from one address on any phones in LOGIN_WINDOW_MS: a class of 30 with typos stays far below. */
export const ADDRESS_MAX_FAILURES = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one phone from anywhere before each further attempt has to wait (exponential back-off). */
export const PHONE_FREE_FAILURES = 5;
export const PHONE_BACKOFF_BASE_MS = 1000;
export const PHONE_BACKOFF_MAX_MS = 15 * 60_000;
/** How long failures of a phone count towards its back-off. */
export const PHONE_WINDOW_MS = 24 * 60 * 60_000;
/** An address the phone signed in from within this time lets its owner past the phone and address limits. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export const SMS_MIN_INTERVAL_MS = 60_000;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_HOUR_MS = 60 * 60_000;
export const RECOVERY_CODE_TTL_MS = 60 * 60_000;
export const RECOVERY_MAX_TRIES = 5;
/** A code that confirms an account's number lives and dies by the recovery code's rules. */
export const PHONE_CODE_TTL_MS = RECOVERY_CODE_TTL_MS;
export const PHONE_CODE_MAX_TRIES = RECOVERY_MAX_TRIES;
/** How long a new account that has not confirmed its number holds it against another registration (decision 166). */
export const PHONE_HOLD_MS = 24 * 60 * 60_000;

/** Per-address request limits kept in Redis or PostgreSQL (plugins/rate-limit.ts). */
export const ADDRESS_LIMITS = {
  /**
   * Group codes that do not exist, through any call that takes one (address-limits.ts lookUpGroupCode), per address
   * and per account: 10^8 codes cannot be walked.
   */
  groupCodeMisses: { max: 20, windowMs: 10 * 60_000, perAddress: true },
  /** Registration requests, whatever their outcome (a taken phone is an answer too). */
  registrations: { max: 100, windowMs: 60 * 60_000, perAddress: true },
  /** Recovery SMS requests, on top of the per-phone limits. */
  recoveries: { max: 20, windowMs: 60 * 60_000, perAddress: true },
  /**
   * SMS codes that confirm an account's number: recovery's figure, counted apart so that a class confirming
   * together does not use up a recovery (decision 166).
   */
  phoneCodes: { max: 20, windowMs: 60 * 60_000, perAddress: true },
} as const;
export type AddressLimit = keyof typeof ADDRESS_LIMITS;

/**
 * The key an address is counted under: IPv4 whole, IPv6 by its /64 network, because one subscriber usually holds
 * a whole /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(ip: string): string {
  const plain = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface LoginCounts {
  /** This phone from this address within LOGIN_WINDOW_MS. */
  pair: { count: number; oldest: Date | null };
  /** This address, any phone, within LOGIN_WINDOW_MS. */
  address: { count: number; oldest: Date | null };
  /** This phone, any address, within PHONE_WINDOW_MS. */
  phone: { count: number; latest: Date | null };
  /** The phone signed in from this address before (within KNOWN_ADDRESS_MS). */
  known: boolean;
}

export type LoginVerdict =
  { ok: true } | { ok: false; reason: 'pair' | 'address' | 'phone'; retryAfterS: number };

/** The wait after a phone's latest failure: none for the first few, then 1 s, 2 s, 4 s … up to 15 minutes. */
export function phoneBackoffMs(failures: number): number {
  if (failures < PHONE_FREE_FAILURES) return 0;
  return Math.min(PHONE_BACKOFF_BASE_MS * 2 ** (failures - PHONE_FREE_FAILURES), PHONE_BACKOFF_MAX_MS);
}

function secondsUntil(at: number, now: Date): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * Whether a sign-in attempt may be checked at all (the counts are of earlier failures, not of this attempt).
 * A refusal holds whatever the password, so it never tells a right password from a wrong one.
 */
export function loginVerdict(c: LoginCounts, now: Date): LoginVerdict {
  if (c.pair.count >= PAIR_MAX_FAILURES && c.pair.oldest) {
    return {
      ok: false,
      reason: 'pair',
      retryAfterS: secondsUntil(c.pair.oldest.getTime() + LOGIN_WINDOW_MS, now),
    };
  }
  // The owner at an address they used before is not held back by what strangers do elsewhere or nearby.
  if (c.known) return { ok: true };
  if (c.address.count >= ADDRESS_MAX_FAILURES && c.address.oldest) {
    const at = c.address.oldest.getTime() + LOGIN_WINDOW_MS;
    return { ok: false, reason: 'address', retryAfterS: secondsUntil(at, now) };
  }
  const wait = phoneBackoffMs(c.phone.count);
  if (wait > 0 && c.phone.latest && c.phone.latest.getTime() + wait > now.getTime()) {
    return { ok: false, reason: 'phone', retryAfterS: secondsUntil(c.phone.latest.getTime() + wait, now) };
  }
  return { ok: true };
}

export type SmsVerdict = 'ok' | 'per-minute' | 'per-hour';

/** Decides whether another recovery SMS may go to a phone, from the times of the earlier accepted requests. */
export function smsVerdict(earlier: Date[], now: Date, intervalMs = SMS_MIN_INTERVAL_MS): SmsVerdict {
  const t = now.getTime();
  if (earlier.some((d) => t - d.getTime() < intervalMs)) return 'per-minute';
  const lastHour = earlier.filter((d) => t - d.getTime() < SMS_HOUR_MS).length;
  return lastHour >= SMS_MAX_PER_HOUR ? 'per-hour' : 'ok';
}

/**
 * The earliest time smsVerdict allows the next SMS to a phone, from the times of its accepted requests (this one
 * included, when it was just accepted): a minute after the latest, and while five fall within an hour, an hour after
 * the oldest of those five. Told to the learner, so that a code killed by wrong tries is never a dead end.
 */
export function nextSmsAt(earlier: readonly Date[], now: Date, intervalMs = SMS_MIN_INTERVAL_MS): Date {
  const t = now.getTime();
  const times = earlier
    .map((d) => d.getTime())
    .filter((x) => t - x < SMS_HOUR_MS)
    .sort((a, b) => a - b);
  const latest = times.at(-1);
  let at = latest === undefined ? t : Math.max(t, latest + intervalMs);
  const lifting = times[times.length - SMS_MAX_PER_HOUR];
  if (lifting !== undefined) at = Math.max(at, lifting + SMS_HOUR_MS);
  return new Date(at);
}

/** Seconds until smsVerdict would allow the next SMS (the Retry-After of a refusal): at least 1. */
export function smsRetryAfterS(
  earlier: readonly Date[],
  now: Date,
  intervalMs = SMS_MIN_INTERVAL_MS,
): number {
  return secondsUntil(nextSmsAt(earlier, now, intervalMs).getTime(), now);
}

/** A recovery is open until its code is used, replaced or killed by too many tries, and for 60 minutes at most. */
export function recoveryCodeUsable(recovery: { expiresAt: Date; closedAt: Date | null }, now: Date): boolean {
  return recovery.closedAt === null && recovery.expiresAt.getTime() > now.getTime();
}
