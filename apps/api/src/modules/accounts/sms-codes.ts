import { randomInt } from 'node:crypto';
import { accountMessages as msg } from '@pdr/contract/accounts';
import type { Db } from '../../db/client.ts';
import { RateLimitError } from '../../plugins/rate-limit.ts';
import * as repo from './repository.ts';
import { SMS_HOUR_MS, nextSmsAt, smsRetryAfterS, smsVerdict, waitText } from './limits.ts';

/** What recovery and phone confirmation share: the 6-digit code and the per-phone SMS limits. */

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A refused SMS request: the rule it met and when the next code can be asked for. */
function smsRefusal(verdict: 'per-minute' | 'per-hour', retryAfterS: number): RateLimitError {
  const rule = verdict === 'per-minute' ? msg.smsPerMinute : msg.smsPerHour;
  const message = `${rule}. Спробуйте через ${waitText(retryAfterS)}`;
  return new RateLimitError(message, retryAfterS, { phone: message });
}

/**
 * Takes one SMS of a phone's allowance (one a minute, five an hour, whatever the purpose: a recovery and a
 * confirmation code to one number count together) or refuses with the wait. Answers when the next may go.
 */
export async function takeSmsTurn(
  db: Db,
  phone: string,
  purpose: 'recover' | 'confirm',
  now: Date,
): Promise<Date> {
  return repo.withPhoneLock(db, phone, async (tx) => {
    const earlier = await repo.smsRequestTimes(tx, phone, new Date(now.getTime() - SMS_HOUR_MS));
    const verdict = smsVerdict(earlier, now);
    if (verdict !== 'ok') throw smsRefusal(verdict, smsRetryAfterS(earlier, now));
    await repo.recordSmsRequest(tx, phone, purpose, now, new Date(now.getTime() - SMS_HOUR_MS));
    return nextSmsAt([...earlier, now], now);
  });
}

/** Seconds from now until `at`, at least 1: what the learner waits, whatever their own clock says. */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}
