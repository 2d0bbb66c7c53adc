import { randomInt } from 'node:crypto';
import { accountMessages as msg } from '@pdr/contract/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SmsSender } from '../../lib/sms/sender.ts';
import { errorMessages } from '@pdr/contract/errors';
import { RateLimitError } from '../../plugins/rate-limit.ts';
import type { AddressGuard } from './address-limits.ts';
import * as repo from './repository.ts';
import { SMS_HOUR_MS, SMS_MIN_INTERVAL_MS, nextSmsAt, smsRetryAfterS, smsVerdict } from './limits.ts';

/** What recovery and phone confirmation share: the 6-digit code and the per-phone SMS limits. */

/** What sending a code needs: the sender, the log, the address's limits and the least time between two SMS. */
export interface SmsDeps {
  sms: SmsSender;
  log: FastifyBaseLogger;
  guard: AddressGuard;
  /** A minute, but in the end-to-end stories (config's E2E_SMS_INTERVAL_S). */
  smsIntervalMs: number;
}

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A refused SMS request: the rule it met and when the next code can be asked for. */
function smsRefusal(verdict: 'per-minute' | 'per-hour', retryAfterS: number): RateLimitError {
  const rule = verdict === 'per-minute' ? msg.smsPerMinute : msg.smsPerHour;
  const message = errorMessages.tryAgainIn(rule, retryAfterS);
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
  intervalMs = SMS_MIN_INTERVAL_MS,
): Promise<Date> {
  return repo.withPhoneLock(db, phone, async (tx) => {
    const earlier = await repo.smsRequestTimes(tx, phone, new Date(now.getTime() - SMS_HOUR_MS));
    const verdict = smsVerdict(earlier, now, intervalMs);
    if (verdict !== 'ok') throw smsRefusal(verdict, smsRetryAfterS(earlier, now, intervalMs));
    await repo.recordSmsRequest(tx, phone, purpose, now, new Date(now.getTime() - SMS_HOUR_MS));
    return nextSmsAt([...earlier, now], now, intervalMs);
  });
}

/** Seconds from now until `at`, at least 1: what the learner waits, whatever their own clock says. */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}
