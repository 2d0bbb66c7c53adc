import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@pdr/contract/language';
import { users } from './accounts.ts';
import { questions } from './content.ts';
import { attempts } from './learning.ts';

export const EXAM_END_REASONS = ['mistakes', 'answered', 'deadline', 'submitted'] as const;

/**
 * An exam lives on the server from its start to its close (docs/decisions/040-exam.md): the drawn questions, the
 * deadline, the answers as they were checked. It closes at the third mistake, when all questions are answered, at
 * the deadline (closed by whichever request sees it past) or when the client submits; the closed exam is written as
 * an attempt like every other test.
 */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The drawn questions in the order shown (20). */
    questionIds: integer('question_ids').array().notNull(),
    /** The licence category the exam was drawn for (exams before categories were all B exams). */
    category: text('category').notNull().default('B'),
    /** The language at the start: all its questions are shown in it (decision 171); exams before it were Ukrainian. */
    language: text('language', { enum: LANGUAGES }).notNull().default('uk'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Kyiv calendar day of the start: the free tariff's one exam a day counts these. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Started on the free tariff: at most one such exam per learner and Kyiv day (decision 130). */
    free: boolean('free').notNull().default(false),
    correctCount: smallint('correct_count').notNull().default(0),
    mistakes: smallint('mistakes').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: EXAM_END_REASONS }),
    /** The attempt written when the exam closed (history, readiness). */
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('exam_sessions_user_started_idx').on(t.userId, t.startedAt),
    index('exam_sessions_user_day_idx').on(t.userId, t.day),
    // At most one open exam per learner.
    uniqueIndex('exam_sessions_one_open_idx')
      .on(t.userId)
      .where(sql`${t.closedAt} is null`),
    // The free tariff's one exam a day, held by the database whatever runs in parallel (decision 130).
    uniqueIndex('exam_sessions_free_day_idx')
      .on(t.userId, t.day)
      .where(sql`${t.free}`),
  ],
);

/** Each answer of an exam as the server checked it; a client answer id makes a resend return the same outcome. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answerId: integer('answer_id').notNull(),
    correct: boolean('correct').notNull(),
    clientAnswerId: uuid('client_answer_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.questionId] }),
    uniqueIndex('exam_answers_client_idx').on(t.examId, t.clientAnswerId),
  ],
);
