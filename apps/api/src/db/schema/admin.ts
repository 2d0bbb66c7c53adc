import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATES } from '@pdr/contract/reports';
import { users } from './accounts.ts';
import { questions } from './content.ts';

/**
 * A learner's report of a mistake in a question (decision 145). One open report per learner and question: a second
 * one updates it. The operator resolves all open reports of a question at once ('Виправлено' / 'Відхилено').
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    comment: text('comment'),
    state: text('state', { enum: REPORT_STATES }).notNull().default('open'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('question_reports_one_open_idx')
      .on(t.userId, t.questionId)
      .where(sql`${t.state} = 'open'`),
    index('question_reports_question_idx').on(t.questionId, t.state),
    index('question_reports_state_idx').on(t.state, t.updatedAt),
  ],
);

/** Who writes to the journal: an operator at the console, or the command line (`npm run admin`). */
export const AUDIT_ACTORS = ['console', 'cli'] as const;

/**
 * Every change made from the console or the command line: who, when, what, before/after. `actor` says which, so an
 * operator whose account is gone (operator_id set null) is not taken for the command line.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor: text('actor', { enum: AUDIT_ACTORS }).notNull().default('console'),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
