import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  savedSessionColumn,
  storedAttemptColumn,
  type SavedSessionRow,
  type StoredAttemptRow,
} from '../study/statements.ts';
import { answersJson, type WriteStatus } from '../study/result-write.ts';
import { ATTEMPTS_PER_HOUR, roomInTheHour } from '../../lib/row-caps.ts';
import { param as p, preparedVariants } from '../../db/prepared-sql.ts';
import {
  cardMoveRows,
  cardMoves,
  knownCardsColumn,
  type CardMove,
  type KnownCardRow,
} from '../study/review-cards.ts';
import { activeCategorySql, visibleSql } from '../content/categories.ts';
import { rowsOf } from '../../db/rows.ts';

/** Reads and writes of repetition; the rules live in strength.ts and schedule.ts. */

export interface ThemeAnswers {
  themeId: number;
  answered: number;
  correct: number;
}

const version = sql<number>`coalesce((select s.content_version from settings s where s.id = 1), 0)::integer`;
// Cards of questions that were retired since are left out: they are no longer asked; so are the cards of questions
// the learner's active category does not see (modules/content/categories.ts).
const seenCard = (userId: SQLWrapper) => sql`join questions cq on cq.id = c.question_id
  join themes ct on ct.id = cq.theme_id and ${visibleSql('cq', 'ct', activeCategorySql(userId))}`;
const activeCard = (userId: SQLWrapper) => sql`${seenCard(userId)} and cq.retired_at is null`;

/*
 * The reads of repetition's screens as columns over the learner's id, each with the content version riding along.
 * The routes put them into the session lookup (plugins/auth.ts, sessionWith; session-reads.ts), so that a read and
 * the session are one prepared statement, one round trip (decision 105).
 */

/**
 * Per theme [theme_id, answered, correct] of the learner's latest answers (kept by the review cards) to the
 * questions their active category sees: the theme strengths here, the pupil's page in the teacher's cabinet.
 */
export function themeAnswers(userId: SQLWrapper) {
  return sql<[number, number, number][]>`coalesce((
    select json_agg(json_build_array(l.theme_id, l.answered, l.correct)) from (
      select c.theme_id, count(*)::integer as answered, (count(*) filter (where c.correct))::integer as correct
      from review_cards c ${seenCard(userId)} where c.user_id = ${userId} group by c.theme_id) l), '[]'::json)`;
}

/** themeAnswers with the content version. */
export function themeAnswersColumns(userId: SQLWrapper) {
  return { themeAnswers: themeAnswers(userId), version };
}

export interface ThemeAnswersRow {
  themeAnswers: [number, number, number][];
  version: number;
}

export function toThemeAnswers(row: ThemeAnswersRow): { themes: ThemeAnswers[]; version: number } {
  return {
    themes: row.themeAnswers.map(([themeId, answered, correct]) => ({ themeId, answered, correct })),
    version: row.version,
  };
}

/**
 * The ids of the learner's cards due before the placeholder `dueUntil` (timestamptz), most overdue first, at most
 * `dueLimit` of them.
 */
export function dueIdsColumns(userId: SQLWrapper) {
  return {
    dueIds: sql<number[]>`coalesce((
      select array_agg(d.id order by d.due, d.id) from (
        select c.question_id as id, c.due from review_cards c ${activeCard(userId)}
        where c.user_id = ${userId} and c.due < ${sql.placeholder('dueUntil')}::timestamptz
        order by c.due, c.question_id limit ${sql.placeholder('dueLimit')}) d
    ), '{}')`,
    version,
    saved: savedSessionColumn(userId),
  };
}

export interface DueIdsRow {
  dueIds: number[];
  version: number;
  /** The learner's saved test in progress: the same due session opened again writes nothing (decision 116). */
  saved: SavedSessionRow | null;
}

export interface CardCounts {
  dueToday: number;
  dueTomorrow: number;
  nextDueAt: Date | null;
  total: number;
}

/**
 * The learner's cards as [due before `todayEnd`, due from then to `tomorrowEnd`, the earliest due time, all]
 * (placeholders, timestamptz).
 */
export function cardCountsColumns(userId: SQLWrapper) {
  return {
    cardCounts: sql<[number, number, string | null, number]>`(
      select json_build_array((count(*) filter (where c.due < t.today))::integer,
        (count(*) filter (where c.due >= t.today and c.due < t.tomorrow))::integer, min(c.due), count(*)::integer)
      from review_cards c ${activeCard(userId)}
      cross join (select ${sql.placeholder('todayEnd')}::timestamptz as today,
        ${sql.placeholder('tomorrowEnd')}::timestamptz as tomorrow) t
      where c.user_id = ${userId})`,
  };
}

export interface CardCountsRow {
  cardCounts: [number, number, string | null, number];
}

export function toCardCounts(row: CardCountsRow): CardCounts {
  const [dueToday, dueTomorrow, nextDueAt, total] = row.cardCounts;
  return { dueToday, dueTomorrow, nextDueAt: nextDueAt ? new Date(nextDueAt) : null, total };
}

/**
 * What a review result reads with the session (session-reads.ts): the attempt stored under the placeholder
 * `attemptId` (whoever made it), the content version and the learner's cards of the answered questions (the
 * placeholder `cardQuestionIds`, knownCardsColumn): a card is what makes a question answerable here, and the moves
 * are computed from it.
 */
export function reviewResultColumns(userId: SQLWrapper) {
  return { attempt: storedAttemptColumn(), version, cards: knownCardsColumn(userId) };
}

export interface ReviewResultRow {
  attempt: StoredAttemptRow | null;
  version: number;
  cards: KnownCardRow[];
}

export interface ReviewWrite {
  userId: number;
  attemptId: string;
  correct: number;
  total: number;
  timeS: number;
  outcome: unknown;
  scored: readonly { questionId: number; answerId: number; correct: boolean; themeId: number }[];
  now: Date;
  /** The review cards' moves, computed from the cards read with the session (cards.ts, movesOf). */
  cards?: readonly CardMove[];
}

/**
 * Records the due session's result in one statement, like the lessons' (study/result-write.ts): the attempt
 * with its answers, the end of the unfinished review and, with `cards`, the review cards, which keep the latest
 * answers (theme strengths, decision 126). All of it hangs on the attempt insert, so a resend of the same attempt
 * id writes nothing and answers 'not-written', and so does a learner at the hour's cap of attempts ('over-cap',
 * learning/caps.ts). Without `cards` the caller moves the cards in the same transaction (cards.ts, withReviewCards);
 * with them the statement fails whole if a card moved since it was read (cards.ts, isCardConflict).
 */
export async function writeReview(db: Db, w: ReviewWrite): Promise<WriteStatus> {
  const withCards = w.cards !== undefined && w.cards.length > 0;
  const result = await reviewStatement(db, withCards ? 'cards' : 'plain').execute({
    userId: w.userId,
    attemptId: w.attemptId,
    correct: w.correct,
    total: w.total,
    passed: w.correct === w.total,
    timeS: w.timeS,
    outcome: JSON.stringify(w.outcome),
    answers: answersJson(w.scored),
    at: w.now.toISOString(),
    ...(withCards && { cards: cardMoveRows(w.cards!) }),
  });
  const [row] = rowsOf<{ written: number; room: boolean }>(result);
  if (row !== undefined && row.written > 0) return 'written';
  return row?.room === false ? 'over-cap' : 'not-written';
}

/** writeReview's statement with the cards or without, each prepared under a name of its own. */
const reviewStatement = preparedVariants('review_result', (key: 'plain' | 'cards') => {
  const at = sql`${p('at')}::timestamptz`;
  const userId = sql`${p('userId')}::integer`;
  const parts: SQL[] = [
    sql`room as (select ${roomInTheHour('attempts', userId, at, ATTEMPTS_PER_HOUR)} as ok)`,
    sql`attempt as (
      insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s,
        outcome, answers, created_at)
      select ${p('attemptId')}::uuid, ${userId}, 'review', null, null, ${p('correct')}::integer,
        ${p('total')}::integer, ${p('passed')}::boolean, ${p('timeS')}::integer, ${p('outcome')}::jsonb,
        ${p('answers')}::jsonb, ${at}
      where (select ok from room)
      on conflict do nothing
      returning id
    )`,
    sql`session as (
      delete from test_sessions where user_id = ${userId} and type = 'review' and exists (select from attempt)
    )`,
  ];
  let check = sql`0`;
  if (key === 'cards') {
    const moves = cardMoves(sql`${p('userId')}`, sql`${p('cards')}`, sql`cards_in r, attempt`);
    parts.push(...moves.parts);
    check = moves.check;
  }
  return sql`with ${sql.join(parts, sql`, `)} select count(*)::integer as written, ${check} as checked,
    (select ok from room) as room from attempt`;
});
