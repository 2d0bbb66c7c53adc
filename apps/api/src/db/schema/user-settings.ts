import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A learner's own settings, one row from their first change (`GET/PUT /api/user/settings`); without a row the
 * contract's defaults hold. The language is the account's own (`users.language`). The values are the contract's
 * (`@pdr/contract/settings`), checked before they are written.
 */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull(),
  textSize: text('text_size').notNull(),
  readAloudAuto: boolean('read_aloud_auto').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
