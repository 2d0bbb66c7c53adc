/** Rate limits of decisions.md, as plain rules that take counts and times and return a verdict. */

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const SMS_MIN_INTERVAL_MS = 60_000;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_HOUR_MS = 60 * 60_000;
export const RECOVERY_CODE_TTL_MS = 60 * 60_000;
export const RECOVERY_MAX_TRIES = 5;

/**
 * A sign-in attempt is first recorded, then counted; the counts therefore include this attempt. Ten failures are
 * allowed in the window, so the eleventh attempt (whatever its password) is refused.
 */
export function loginLocked(counts: { byPhone: number; byIp: number }): boolean {
  return counts.byPhone > LOGIN_MAX_FAILURES || counts.byIp > LOGIN_MAX_FAILURES;
}

export type SmsVerdict = 'ok' | 'per-minute' | 'per-hour';

/** Decides whether another recovery SMS may go to a phone, from the times of the earlier accepted requests. */
export function smsVerdict(earlier: Date[], now: Date): SmsVerdict {
  const t = now.getTime();
  if (earlier.some((d) => t - d.getTime() < SMS_MIN_INTERVAL_MS)) return 'per-minute';
  const lastHour = earlier.filter((d) => t - d.getTime() < SMS_HOUR_MS).length;
  return lastHour >= SMS_MAX_PER_HOUR ? 'per-hour' : 'ok';
}

/** A recovery is open until its code is used, replaced or killed by too many tries, and for 60 minutes at most. */
export function recoveryCodeUsable(recovery: { expiresAt: Date; closedAt: Date | null }, now: Date): boolean {
  return recovery.closedAt === null && recovery.expiresAt.getTime() > now.getTime();
}
