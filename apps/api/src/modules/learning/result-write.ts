import { sql, type SQL } from 'drizzle-orm';
import type { ResultOutcome, TestType } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import type { AttemptAnswer } from '../../db/schema/learning.ts';
import { cardMoveRows, cardMoves, type CardMove } from '../repetition/cards.ts';
import { integerArray } from '../../db/integer-array.ts';
import { ATTEMPTS_PER_HOUR, roomInTheHour } from '../../lib/row-caps.ts';

export interface ScoredAnswer {
  questionId: number;
  answerId: number;
  correct: boolean;
}

export interface ResultWrite {
  userId: number;
  type: TestType;
  themeId: number;
  /** Set for lessons and retests: their block's latest result is replaced. */
  blockIdx: number | null;
  /** The category the test was taken in. */
  category: string;
  /** The block result's key (modules/content/categories.ts, progressKeys). */
  progressKey: string;
  correct: number;
  total: number;
  timeS: number;
  outcome: ResultOutcome;
  scored: readonly ScoredAnswer[];
  wrongIds: readonly number[];
  /** A free learner's credit test closes the open credit-test day of the theme. */
  closeCreditDay: boolean;
  now: Date;
  /** The review cards' moves, computed from cards read before (repetition/cards.ts, cardMoves). */
  cards?: readonly CardMove[];
}

/** An attempt's `answers` column (schema/learning.ts, AttemptAnswer) as JSON text, in the order given. */
export function answersJson(scored: readonly ScoredAnswer[]): string {
  return JSON.stringify(scored.map((a): AttemptAnswer => [a.questionId, a.answerId, a.correct]));
}

/** What writeResult did: wrote the attempt, or wrote nothing and why (the caller tells the learner). */
export type WriteStatus = 'written' | 'not-written' | 'over-cap';

/**
 * Records a scored attempt in ONE statement (so one round trip and atomic, like a transaction): the attempt row
 * with its answers, the block's result, the credit-test day and the end of the unfinished test, and with `cards`
 * the review cards, which keep the learner's latest answers (decision 126; without `cards` the caller moves them
 * in the same transaction, repetition/cards.ts withReviewCards). Every part hangs on the attempt insert, so when
 * another request stored the same attempt id first (`on conflict do nothing` inserts nothing) nothing else is
 * written and this answers 'not-written'. The attempt is written only while the learner has room in the hour
 * (caps.ts), and a free learner's credit test only if this statement is the one that closes the open credit-test
 * day: the update takes the day's row lock, and a result running alongside finds the day closed when it gets the
 * lock, so of any number of parallel results one is recorded (decision 130).
 */
export async function writeResult(db: Db, w: ResultWrite): Promise<WriteStatus> {
  const at = sql`${w.now.toISOString()}::timestamptz`;
  const attemptId = w.outcome.attempt_id;
  const parts: SQL[] = [
    sql`room as (select ${roomInTheHour('attempts', w.userId, w.now, ATTEMPTS_PER_HOUR)} as ok)`,
  ];
  let claimed = sql`true`;
  if (w.closeCreditDay) {
    // Before the attempt, which hangs on it (an attempt id stored already claims nothing).
    parts.push(sql`credit_day as (
      update credit_test_days set attempt_id = ${attemptId}::uuid
      where user_id = ${w.userId} and theme_id = ${w.themeId} and attempt_id is null and (select ok from room)
        and not exists (select from attempts where id = ${attemptId}::uuid)
      returning day
    )`);
    claimed = sql`exists (select from credit_day)`;
  }
  parts.push(
    sql`attempt as (
      insert into attempts (id, user_id, type, theme_id, block_idx, category, correct_count, question_count, passed,
        time_s, outcome, answers, created_at)
      select ${attemptId}::uuid, ${w.userId}::integer, ${w.type}::text, ${w.themeId}::integer, ${w.blockIdx}::smallint,
        ${w.category}::text, ${w.correct}::integer, ${w.total}::integer, ${w.outcome.passed}::boolean, ${w.timeS}::integer,
        ${JSON.stringify(w.outcome)}::jsonb, ${answersJson(w.scored)}::jsonb, ${at}
      where (select ok from room) and ${claimed}
      on conflict do nothing
      returning id
    )`,
    sql`session as (
      delete from test_sessions
      where user_id = ${w.userId} and type = ${w.type} and theme_id = ${w.themeId} and exists (select from attempt)
    )`,
  );
  if (w.blockIdx !== null) {
    parts.push(sql`block as (
      insert into block_results (user_id, theme_id, category, block_idx, errors, success, attempt_id,
        wrong_question_ids, updated_at)
      select ${w.userId}::integer, ${w.themeId}::integer, ${w.progressKey}::text, ${w.blockIdx}::smallint,
        ${w.wrongIds.length}::integer, ${w.correct}::integer, attempt.id, ${integerArray(w.wrongIds)}, ${at} from attempt
      on conflict (user_id, theme_id, category, block_idx) do update set errors = excluded.errors,
        success = excluded.success, attempt_id = excluded.attempt_id,
        wrong_question_ids = excluded.wrong_question_ids, updated_at = excluded.updated_at
      returning block_idx
    )`);
  }
  let check = sql`0`;
  if (w.cards && w.cards.length > 0) {
    // After the block's row (its lock first, as the locking way takes it).
    const source =
      w.blockIdx === null
        ? sql`cards_in r, attempt`
        : sql`cards_in r, attempt where (select count(*) from block) >= 0`;
    const moves = cardMoves(sql`${w.userId}`, sql`${cardMoveRows(w.cards)}`, source);
    parts.push(...moves.parts);
    check = moves.check;
  }
  const result = await db.execute(
    sql`with ${sql.join(parts, sql`, `)} select count(*)::integer as written, ${check} as checked,
      (select ok from room) as room from attempt`,
  );
  // Both drivers (node-postgres and PGlite) answer execute() with { rows }.
  const [row] = (result as unknown as { rows: { written: number; room: boolean }[] }).rows;
  if (row !== undefined && row.written > 0) return 'written';
  return row?.room === false ? 'over-cap' : 'not-written';
}
