import { count, eq } from 'drizzle-orm';
import type { ConfigResponse } from '@pdr/contract/system';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/accounts.ts';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';

export const PUPIL_ROLE_ID = 1;

export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ?? { id: 1, subscriptionPrice: 299, premiumDays: DEFAULT_PREMIUM_DAYS };
}

export async function getPublicConfig(db: Db): Promise<ConfigResponse> {
  const [row, [students]] = await Promise.all([
    getSettings(db),
    db.select({ n: count() }).from(users).where(eq(users.roleId, PUPIL_ROLE_ID)),
  ]);
  return {
    subscription: { price: row.subscriptionPrice, days: row.premiumDays },
    users: { students: students?.n ?? 0 },
  };
}
