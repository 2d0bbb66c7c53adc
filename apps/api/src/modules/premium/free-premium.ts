import { and, eq, isNull, sql } from 'drizzle-orm';
import { currentLanguage } from '@pdr/contract/language';
import { pageMessages, type TakeFreePremiumResponse } from '@pdr/contract/pages';
import { paymentMessages } from '@pdr/contract/payments';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { freePremiumOffer } from '../../db/schema/content.ts';
import { HttpError, notFound, readWhenUsed } from '../../lib/http-errors.ts';
import { KYIV_TIME_ZONE } from '../../lib/kyiv-day.ts';

const DAY_MS = 86_400_000;

/** The trial's refusals, read when it refuses, in the request's language. */
export const FREE_PREMIUM_MESSAGES = readWhenUsed({
  noOffer: () => pageMessages.noOffer,
  ended: () => pageMessages.offerEnded,
  taken: () => pageMessages.offerTaken,
});

/** Premium is extended from the later of now and the current end (decisions.md, tariffs). */
export function extendPremium(currentEnd: Date | null, now: Date, days: number): Date {
  const from = currentEnd && currentEnd > now ? currentEnd : now;
  return new Date(from.getTime() + days * DAY_MS);
}

/** '15 березня 2027 р.', 'March 15, 2027': the day in Kyiv, in the current language. */
export function formatKyivDate(date: Date): string {
  const locale = currentLanguage() === 'en' ? 'en' : 'uk-UA';
  return new Intl.DateTimeFormat(locale, { timeZone: KYIV_TIME_ZONE, dateStyle: 'long' }).format(date);
}

/**
 * The free-premium trial: once per user, while the offer runs. The update is guarded by
 * free_premium_taken_at IS NULL, so a double click or two tabs grant it once.
 */
export async function takeFreePremium(db: Db, userId: number, now: Date): Promise<TakeFreePremiumResponse> {
  const [offer] = await db.select().from(freePremiumOffer).where(eq(freePremiumOffer.id, 1));
  if (!offer) throw notFound(FREE_PREMIUM_MESSAGES.noOffer);
  if (offer.endsAt <= now) throw new HttpError(410, FREE_PREMIUM_MESSAGES.ended);

  const days = offer.days;
  const [row] = await db
    .update(users)
    .set({
      premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, ${now}), ${now}) + make_interval(days => ${days})`,
      freePremiumTakenAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.freePremiumTakenAt)))
    .returning({ premiumUntil: users.premiumUntil });
  if (!row?.premiumUntil) throw new HttpError(409, FREE_PREMIUM_MESSAGES.taken);

  return {
    message: pageMessages.premiumActivated(paymentMessages.days(days), formatKyivDate(row.premiumUntil)),
    premium_until: row.premiumUntil.toISOString(),
  };
}
