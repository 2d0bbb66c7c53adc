import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@pdr/contract/accounts';
import { errorMessages } from '@pdr/contract/errors';
import type { Db } from '../../db/client.ts';
import { RateLimitError, type Limiter } from '../../plugins/rate-limit.ts';
import { findGroupByCode, type GroupRow } from './repository.ts';
import { ADDRESS_LIMITS, addressKey, type AddressLimit } from './limits.ts';

/**
 * The per-address limits of registration, recovery SMS and group codes (decision 056), counted in Redis or
 * PostgreSQL through app.limits so that every API process shares them. Group codes are counted per account too.
 */

export interface AddressGuard {
  limits: Limiter;
  ip: string;
  /** The signed-in caller, whose group-code misses count wherever they come from. */
  userId?: number | null;
}

/** The guard of a request: its address and, when signed in, its account. */
export function requestGuard(request: FastifyRequest): AddressGuard {
  return { limits: request.server.limits, ip: request.ip, userId: request.user?.id ?? null };
}

/** Each limit's message (read when it refuses, in the request's language) and the field it is shown at. */
const MESSAGES: Record<AddressLimit, { text: () => string; field: string | null }> = {
  groupCodeMisses: { text: () => accountMessages.tooManyGroupCodeChecks, field: 'group_code' },
  registrations: { text: () => accountMessages.tooManyRegistrations, field: null },
  recoveries: { text: () => accountMessages.tooManyRecoveries, field: 'phone' },
  phoneCodes: { text: () => accountMessages.tooManyPhoneCodes, field: null },
};

function refusal(name: AddressLimit) {
  return (wait: number) => {
    const { text, field } = MESSAGES[name];
    const message = errorMessages.tryAgainIn(text(), wait);
    return new RateLimitError(message, wait, field ? { [field]: message } : undefined);
  };
}

export async function takeAddressLimit(guard: AddressGuard, name: AddressLimit): Promise<void> {
  await guard.limits.take(name, ADDRESS_LIMITS[name], addressKey(guard.ip), refusal(name));
}

/**
 * The one door to a group by its code (/check/code, /register, /register/finish; decision 129), so that no call
 * checks codes past the limit. Every lookup is counted first, per address and per account (so parallel guesses
 * and fresh addresses cannot slip past), and a code that exists is given back: only misses use up the allowance,
 * so a class typing its own code behind one router is never held back, while walking the 10^8 codes is.
 */
export async function lookUpGroupCode(
  db: Db,
  guard: AddressGuard,
  code: string,
): Promise<GroupRow | undefined> {
  const name = 'groupCodeMisses';
  const keys = [addressKey(guard.ip), ...(guard.userId ? [`account:${guard.userId}`] : [])];
  for (const key of keys) await guard.limits.take(name, ADDRESS_LIMITS[name], key, refusal(name));
  const group = await findGroupByCode(db, code);
  if (group) await Promise.all(keys.map((key) => guard.limits.giveBack(name, key)));
  return group;
}
