import { sql, type SQL } from 'drizzle-orm';
import type { ResultOutcome, TestType } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import type { AttemptAnswer } from '../../db/schema/learning.ts';
import { cardMoveRows, cardMoves, type CardMove } from './review-cards.ts';
import { integerArrayLiteral } from '../../db/integer-array.ts';
import { param as p, preparedVariants } from '../../db/prepared-sql.ts';
import { ATTEMPTS_PER_HOUR, roomInTheHour } from '../../lib/row-caps.ts';
import { rowsOf } from '../../db/rows.ts';

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
  /** The review cards' moves, computed from cards read before (study/review-cards.ts, cardMoves). */
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
 * in the same transaction, study/review-cards.ts withReviewCards). Every part hangs on the attempt insert, so when
 * another request stored the same attempt id first (`on conflict do nothing` inserts nothing) nothing else is
 * written and this answers 'not-written'. The attempt is written only while the learner has room in the hour
 * (caps.ts), and a free learner's credit test only if this statement is the one that closes the open credit-test
 * day: the update takes the day's row lock, and a result running alongside finds the day closed when it gets the
 * lock, so of any number of parallel results one is recorded (decision 130).
 */
export async function writeResult(db: Db, w: ResultWrite): Promise<WriteStatus> {
  const withCards = w.cards !== undefined && w.cards.length > 0;
  const shape: ResultShape = { creditDay: w.closeCreditDay, block: w.blockIdx !== null, cards: withCards };
  const result = await resultStatement(db, shapeKey(shape)).execute({
    userId: w.userId,
    type: w.type,
    themeId: w.themeId,
    blockIdx: w.blockIdx,
    category: w.category,
    progressKey: w.progressKey,
    correct: w.correct,
    total: w.total,
    passed: w.outcome.passed,
    timeS: w.timeS,
    outcome: JSON.stringify(w.outcome),
    answers: answersJson(w.scored),
    attemptId: w.outcome.attempt_id,
    at: w.now.toISOString(),
    wrongCount: w.wrongIds.length,
    wrongIds: integerArrayLiteral(w.wrongIds),
    ...(withCards && { cards: cardMoveRows(w.cards!) }),
  });
  const [row] = rowsOf<{ written: number; room: boolean }>(result);
  if (row !== undefined && row.written > 0) return 'written';
  return row?.room === false ? 'over-cap' : 'not-written';
}

/** Which parts a result's statement has: the credit-test day closed, the block's result, the review cards. */
interface ResultShape {
  creditDay: boolean;
  block: boolean;
  cards: boolean;
}

/**
 * writeResult's statement for one shape (its key: the credit-test day, the block, the cards, each 0 or 1), prepared
 * under a name of its own (eight at most). Sent unnamed, a lesson's result was planned on every call, 0.61 ms of
 * planning to 0.92 of running (pg_stat_statements, 8,593 results).
 */
const resultStatement = preparedVariants('result', (key: ShapeKey) =>
  resultSql({ creditDay: key[0] === '1', block: key[1] === '1', cards: key[2] === '1' }),
);

type ShapeKey = `${'0' | '1'}${'0' | '1'}${'0' | '1'}`;

const bit = (on: boolean) => (on ? '1' : '0');
const shapeKey = (shape: ResultShape): ShapeKey =>
  `${bit(shape.creditDay)}${bit(shape.block)}${bit(shape.cards)}`;

function resultSql(shape: ResultShape): SQL {
  const at = sql`${p('at')}::timestamptz`;
  const userId = sql`${p('userId')}::integer`;
  const attemptId = sql`${p('attemptId')}::uuid`;
  const themeId = sql`${p('themeId')}::integer`;
  const parts: SQL[] = [
    sql`room as (select ${roomInTheHour('attempts', userId, at, ATTEMPTS_PER_HOUR)} as ok)`,
  ];
  let claimed = sql`true`;
  if (shape.creditDay) {
    // Before the attempt, which hangs on it (an attempt id stored already claims nothing).
    parts.push(sql`credit_day as (
      update credit_test_days set attempt_id = ${attemptId}
      where user_id = ${userId} and theme_id = ${themeId} and attempt_id is null and (select ok from room)
        and not exists (select from attempts where id = ${attemptId})
      returning day
    )`);
    claimed = sql`exists (select from credit_day)`;
  }
  parts.push(
    sql`attempt as (
      insert into attempts (id, user_id, type, theme_id, block_idx, category, correct_count, question_count, passed,
        time_s, outcome, answers, created_at)
      select ${attemptId}, ${userId}, ${p('type')}::text, ${themeId}, ${p('blockIdx')}::smallint,
        ${p('category')}::text, ${p('correct')}::integer, ${p('total')}::integer, ${p('passed')}::boolean,
        ${p('timeS')}::integer, ${p('outcome')}::jsonb, ${p('answers')}::jsonb, ${at}
      where (select ok from room) and ${claimed}
      on conflict do nothing
      returning id
    )`,
    sql`session as (
      delete from test_sessions
      where user_id = ${userId} and type = ${p('type')}::text and theme_id = ${themeId}
        and exists (select from attempt)
    )`,
  );
  if (shape.block) {
    parts.push(sql`block as (
      insert into block_results (user_id, theme_id, category, block_idx, errors, success, attempt_id,
        wrong_question_ids, updated_at)
      select ${userId}, ${themeId}, ${p('progressKey')}::text, ${p('blockIdx')}::smallint,
        ${p('wrongCount')}::integer, ${p('correct')}::integer, attempt.id, ${p('wrongIds')}::integer[], ${at}
      from attempt
      on conflict (user_id, theme_id, category, block_idx) do update set errors = excluded.errors,
        success = excluded.success, attempt_id = excluded.attempt_id,
        wrong_question_ids = excluded.wrong_question_ids, updated_at = excluded.updated_at
      returning block_idx
    )`);
  }
  let check = sql`0`;
  if (shape.cards) {
    // After the block's row (its lock first, as the locking way takes it).
    const source = shape.block
      ? sql`cards_in r, attempt where (select count(*) from block) >= 0`
      : sql`cards_in r, attempt`;
    const moves = cardMoves(sql`${p('userId')}`, sql`${p('cards')}`, source);
    parts.push(...moves.parts);
    check = moves.check;
  }
  return sql`with ${sql.join(parts, sql`, `)} select count(*)::integer as written, ${check} as checked,
      (select ok from room) as room from attempt`;
}
