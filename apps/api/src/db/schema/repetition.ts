import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { questions } from './content.ts';

/**
 * The FSRS memory state of each question a learner has answered (docs/decisions/070-review-cards.md): one row per
 * learner and question, in columns rather than JSON. Every read is one learner's cards, on the primary key's prefix;
 * `due` has no index, so that a card's move is a heap-only update (decision 124, migration 0012, fillfactor 80).
 * The card also holds the learner's latest answer to its question, written by the same move: the theme strengths,
 * the totals and the teacher's per-theme figures read them (decision 126, which merged `latest_answers` in).
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: smallint('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** The theme of the question when it was last answered (a question belongs to one theme). */
    themeId: integer('theme_id').notNull(),
    /** The latest answer given to the question, and whether it was right. */
    answerId: integer('answer_id').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/**
 * When the learner last reset their statistics: credit-test scores are read from the attempts, which stay as
 * history, so only attempts after this time count towards progress again.
 */
export const progressResets = pgTable('progress_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Messages from the home page's contact form; the operator reads them with `npm run admin -- feedback`. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** Signed-in sender, when there was one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);
