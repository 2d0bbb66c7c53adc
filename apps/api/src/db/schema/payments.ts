import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.ts';

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'reversed'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'liqpay'] as const;
export const PRICE_SOURCES = ['default', 'group'] as const;

/**
 * A Premium purchase. Premium is granted only when an order becomes paid, exactly once (the status moves from
 * created/pending to paid in one conditional update); a reversal takes the same days back. A learner has at most
 * one open (created or pending) order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('UAH'),
    /** Premium days the order buys. */
    days: integer('days').notNull(),
    priceSource: text('price_source', { enum: PRICE_SOURCES }).notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    /** The last verified callback as the provider sent it (decoded data). */
    lastCallback: jsonb('last_callback'),
    /** premium_until before and after this order was paid, so a reversal can take its days back. */
    premiumBefore: timestamp('premium_before', { withTimezone: true }),
    premiumAfter: timestamp('premium_after', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('created', 'pending')`),
    // One open order per learner: a new request for the same offer gets it back (decision 130).
    uniqueIndex('orders_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('created', 'pending')`),
  ],
);
