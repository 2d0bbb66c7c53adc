import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { questions } from './content.ts';

/**
 * The questions a learner starred ('Обрані', issue 51): one row per learner and question, at most
 * FAVOURITES_MAX (`@pdr/contract/favourites`) per learner, held by the star's own statement
 * (modules/favourites/repository.ts). The statistics reset leaves them; an account's rows go with it.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // The list, newest first: one learner's rows in the order it shows them.
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc(), t.questionId.desc()),
  ],
);
