import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { PUPIL_ROLE_ID } from '@pdr/contract/constants';
import type { Db } from '../../db/client.ts';
import { passwordRecoveries, phoneConfirmations, sessions, users } from '../../db/schema/accounts.ts';
import type { UserRow } from './repository.ts';

/**
 * Who holds a number against a new registration (decision 166). A registration proves nothing, so a pupil's
 * account that has not confirmed its number within a day of registering gives it up to the next one. Kept: a
 * confirmed number; a new account's first day; accounts from before confirmation existed (phone_held_until null);
 * an account whose Premium runs (someone paid for it, or an operator or a group granted it) and every teacher or
 * operator, whose loss would be more than a farmed trial's.
 */
export function holdsPhone(user: UserRow, now: Date): boolean {
  if (user.phoneConfirmedAt !== null || user.phoneHeldUntil === null) return true;
  if (user.phoneHeldUntil.getTime() > now.getTime()) return true;
  if (user.premiumUntil !== null && user.premiumUntil.getTime() > now.getTime()) return true;
  return user.roleId !== PUPIL_ROLE_ID;
}

/** The phone column of an account that gave its number up: still readable for support, never a valid number. */
export function releasedPhone(userId: number, phone: string): string {
  return `released-${userId}:${phone}`;
}

/**
 * Closes an account that no longer holds its number: the number is freed (renamed, see releasedPhone), every
 * session revoked and every open code closed; its progress, orders and reports stay, for the teacher's journal
 * and support. The rule is checked again in the update itself, so an owner confirming at the same moment keeps
 * the number. Answers whether the number was freed.
 */
export async function releasePhone(db: Db, user: UserRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(users)
      .set({ phone: releasedPhone(user.id, user.phone), phoneReleasedAt: now })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.phone, user.phone),
          isNull(users.phoneConfirmedAt),
          isNotNull(users.phoneHeldUntil),
          lte(users.phoneHeldUntil, now),
          or(isNull(users.premiumUntil), lte(users.premiumUntil, now)),
          eq(users.roleId, PUPIL_ROLE_ID),
        ),
      )
      .returning({ id: users.id });
    if (!released) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await tx
      .update(passwordRecoveries)
      .set({ closedAt: now })
      .where(and(eq(passwordRecoveries.userId, user.id), isNull(passwordRecoveries.closedAt)));
    await tx
      .update(phoneConfirmations)
      .set({ closedAt: now })
      .where(and(eq(phoneConfirmations.userId, user.id), isNull(phoneConfirmations.closedAt)));
    return true;
  });
}
