import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { errorMessages } from '@pdr/contract/errors';
import { RateLimitError } from '../plugins/rate-limit.ts';
import { readWhenUsed } from './http-errors.ts';

/**
 * How many rows of tests and orders one learner may add in an hour (decision 130). A person does not
 * come near them: a lesson of 20 questions takes minutes and even a retest of one question some seconds, an exam
 * is started once it is over, and an order is made once (a second request gets the open one back). They hold a
 * script that sends result after result with new attempt ids, starts and submits exam after exam, or cancels and
 * orders again and again, to a bounded number of rows.
 */
export const ATTEMPTS_PER_HOUR = 600;
export const EXAM_STARTS_PER_HOUR = 60;
export const ORDERS_PER_HOUR = 10;
const HOUR_S = 3600;

/** Each cap's refusal, read when it refuses, in the request's language. */
export const CAP_MESSAGES = readWhenUsed({
  attempts: () => errorMessages.tooManyAttempts,
  exams: () => errorMessages.tooManyExams,
  orders: () => errorMessages.tooManyOrders,
});

/** The tables capped, with the column that dates a row and the index that serves the count. */
const DATED = {
  attempts: 'created_at', // attempts_user_created_idx
  exam_sessions: 'started_at', // exam_sessions_user_started_idx
  orders: 'created_at', // orders_user_created_idx
} as const;

/**
 * Whether the learner's rows of `table` within the hour before `at` are fewer than `max`: a boolean expression for
 * the writing statement itself, which reads at most `max` entries of the table's index on user and time. `userId`
 * and `at` may be a prepared statement's placeholders.
 */
export function roomInTheHour(
  table: keyof typeof DATED,
  userId: number | SQLWrapper,
  at: Date | SQLWrapper,
  max: number,
): SQL {
  const since =
    at instanceof Date
      ? sql`${new Date(at.getTime() - HOUR_S * 1000).toISOString()}::timestamptz`
      : sql`(${at}::timestamptz - interval '1 hour')`;
  return sql`((select count(*) from (select from ${sql.identifier(table)}
    where user_id = ${userId}::integer and ${sql.identifier(DATED[table])} > ${since}
    limit ${max}::integer) last_hour) < ${max}::integer)`;
}

/** 429 for a learner at a cap; the window is a moving hour, so a minute's wait frees the oldest rows' room. */
export function overCap(message: string): RateLimitError {
  return new RateLimitError(message, 60);
}
