import { count, eq, isNull } from 'drizzle-orm';
import type { ConfigResponse } from '@pdr/contract/system';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/accounts.ts';
import { questions } from '../../db/schema/content.ts';
import { readSiteInfo } from '../content/site.ts';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';

export const PUPIL_ROLE_ID = 1;

export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ?? { id: 1, subscriptionPrice: 299, premiumDays: DEFAULT_PREMIUM_DAYS, formerPrice: null };
}

/** A former price is shown struck through only when the operator set one above today's price (decision 092). */
export function formerPriceShown(former: number | null, price: number): number | null {
  return former !== null && former > price ? former : null;
}

export async function getPublicConfig(db: Db, paymentSandbox: boolean): Promise<ConfigResponse> {
  const [row, [students], [bank], site] = await Promise.all([
    getSettings(db),
    db.select({ n: count() }).from(users).where(eq(users.roleId, PUPIL_ROLE_ID)),
    db.select({ n: count() }).from(questions).where(isNull(questions.retiredAt)),
    readSiteInfo(db),
  ]);
  return {
    subscription: {
      price: row.subscriptionPrice,
      days: row.premiumDays,
      former_price: formerPriceShown(row.formerPrice, row.subscriptionPrice),
    },
    users: { students: students?.n ?? 0 },
    content: { questions: bank?.n ?? 0 },
    site,
    payment_sandbox: paymentSandbox,
  };
}
