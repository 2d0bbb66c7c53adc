import type { Db } from '../../db/client.ts';
import { RateLimitError, type Limiter } from '../../plugins/rate-limit.ts';
import { findGroupByCode, type GroupRow } from './repository.ts';
import { ADDRESS_LIMITS, addressKey, waitText, type AddressLimit } from './limits.ts';

/**
 * The per-address limits of registration, recovery SMS and group codes (decision 056), counted in Redis or
 * PostgreSQL through app.limits so that every API process shares them.
 */

export interface AddressGuard {
  limits: Limiter;
  ip: string;
}

const MESSAGES: Record<AddressLimit, { text: string; field: string | null }> = {
  groupCodeMisses: { text: 'Забагато перевірок коду групи', field: 'group_code' },
  registrations: { text: 'Забагато реєстрацій з вашої адреси', field: null },
  recoveries: { text: 'Забагато запитів на відновлення пароля з вашої адреси', field: 'phone' },
};

function refusal(name: AddressLimit) {
  return (wait: number) => {
    const { text, field } = MESSAGES[name];
    const message = `${text}. Спробуйте через ${waitText(wait)}`;
    return new RateLimitError(message, wait, field ? { [field]: message } : undefined);
  };
}

export async function takeAddressLimit(guard: AddressGuard, name: AddressLimit): Promise<void> {
  await guard.limits.take(name, ADDRESS_LIMITS[name], addressKey(guard.ip), refusal(name));
}

/**
 * Looks a group code up for /check/code and /register alike. Every lookup is counted first (so parallel guesses
 * cannot slip past the limit) and a code that exists is given back: only misses use up the allowance, so a class
 * typing its own code behind one router is never held back, while walking the 10^8 codes is.
 */
export async function lookUpGroupCode(
  db: Db,
  guard: AddressGuard,
  code: string,
): Promise<GroupRow | undefined> {
  await takeAddressLimit(guard, 'groupCodeMisses');
  const group = await findGroupByCode(db, code);
  if (group) await guard.limits.giveBack('groupCodeMisses', addressKey(guard.ip));
  return group;
}
