import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { questions } from './content.ts';

/**
 * Where each learner is in the marathon of their category ('Марафон', issue 51): the last question answered (the
 * next is the one after it in the bank's order) and the running figures. One row per learner and category, so a
 * learner who switches category finds each marathon where they left it; restarting deletes the row.
 */
export const marathons = pgTable(
  'marathons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    lastQuestionId: integer('last_question_id').references(() => questions.id, { onDelete: 'set null' }),
    answered: integer('answered').notNull().default(0),
    rightAnswers: integer('right_answers').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
