import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { themes } from './content.ts';
import { TEST_TYPES } from '@pdr/contract/learning';

/** One scored answer in an attempt's `answers`: question id, answer id, right or not. */
export type AttemptAnswer = [questionId: number, answerId: number, correct: boolean];

/**
 * Every finished test, once. The id is made by the client, so a resend of the same attempt finds this row and is
 * answered with the stored outcome instead of being counted again.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TEST_TYPES }).notNull(),
    /** Null for an exam, which spans themes. */
    themeId: integer('theme_id').references(() => themes.id),
    /** Block index for theme and retest attempts. */
    blockIdx: smallint('block_idx'),
    /** The learner's active category when the test was taken; null for tests recorded before categories. */
    category: text('category'),
    correctCount: integer('correct_count').notNull(),
    questionCount: integer('question_count').notNull(),
    passed: boolean('passed').notNull(),
    timeS: integer('time_s').notNull(),
    /** The response sent for this attempt, returned as is to a resend. */
    outcome: jsonb('outcome').notNull(),
    /**
     * The answers as the server scored them, [question_id, answer_id, correct] in the order they were given: the
     * attempt's review log (decision 123). One row per attempt, not one per answer: nothing reads them one by one.
     */
    answers: jsonb('answers')
      .$type<AttemptAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attempts_user_created_idx').on(t.userId, t.createdAt),
    index('attempts_user_theme_type_idx').on(t.userId, t.themeId, t.type),
    // A pupil's exams of the last 30 days and credit tests, for their teacher's table (decision 083).
    index('attempts_user_type_created_idx').on(t.userId, t.type, t.createdAt),
  ],
);

/** The latest attempt (lesson or retest) of each block: its errors and successes give the block's status. */
export const blockResults = pgTable(
  'block_results',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    /**
     * '' when the learner's category sees the theme's every question, else that category: where categories see
     * different questions of a theme, each has its own blocks (modules/content/categories.ts, progressKey).
     */
    category: text('category').notNull().default(''),
    blockIdx: smallint('block_idx').notNull(),
    errors: integer('errors').notNull(),
    success: integer('success').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    /** Question ids answered wrongly in that attempt: the questions of the next retest. */
    wrongQuestionIds: integer('wrong_question_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.themeId, t.category, t.blockIdx] })],
);

/** The learner's unfinished test (one at most), so a reload or another device can resume it. */
export const testSessions = pgTable('test_sessions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: TEST_TYPES }).notNull(),
  themeId: integer('theme_id'),
  blockIdx: smallint('block_idx'),
  questionIds: integer('question_ids').array().notNull(),
  /** The category the test was opened in: its result is scored in it, even after a switch. */
  category: text('category'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credit tests of free-tariff users, one row per user, theme and Kyiv calendar day: the row is made when the test
 * starts and gets its attempt id when the result arrives, so a second test that day is refused.
 */
export const creditTestDays = pgTable(
  'credit_test_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    day: date('day', { mode: 'string' }).notNull(),
    attemptId: uuid('attempt_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.themeId, t.day] })],
);
