import { bigint, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';

/** Operator settings: a single row (id 1), seeded on first start. */
export const settings = pgTable('settings', {
  id: smallint('id').primaryKey(),
  subscriptionPrice: integer('subscription_price').notNull().default(299),
  premiumDays: integer('premium_days').notNull().default(DEFAULT_PREMIUM_DAYS),
  /**
   * Goes up with every statement that writes themes, questions or answers (database triggers added by the
   * content-version migration; docs/decisions/021-learning-content-cache.md), so each API process can tell when its
   * content cache is stale.
   */
  contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
});
