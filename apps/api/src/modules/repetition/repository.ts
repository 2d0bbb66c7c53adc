import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSessionColumn, type SavedSessionRow } from '../learning/statements.ts';
import { answersJson, type WriteStatus } from '../learning/result-write.ts';
import { ATTEMPTS_PER_HOUR, roomInTheHour } from '../../lib/row-caps.ts';
import { integerArray } from '../../db/integer-array.ts';
import { activeCategorySql, visibleSql } from '../content/categories.ts';

/** Reads and writes of repetition; the rules live in strength.ts and schedule.ts. */

function rowsOf<T>(result: unknown): T[] {
  // Both drivers (node-postgres and PGlite) answer execute() with { rows }.
  return (result as { rows: T[] }).rows;
}

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

export async function contentVersion(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select coalesce((select content_version from settings where id = 1), 0)::integer as version`,
  );
  return rowsOf<{ version: number }>(result)[0]?.version ?? 0;
}

/** Which of the given questions the learner has a review card of. */
export async function cardsOf(db: Db, userId: number, questionIds: readonly number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const result = await db.execute(sql`
    select question_id as id from review_cards
    where user_id = ${userId} and question_id = any(${integerArray(questionIds)})`);
  return new Set(rowsOf<{ id: number }>(result).map((r) => r.id));
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
}

/**
 * Records the due session's result in one statement, like the lessons' (learning/result-write.ts): the attempt
 * with its answers and the end of the unfinished review. All of it hangs on the attempt insert, so a resend of the
 * same attempt id writes nothing and answers 'not-written', and so does a learner at the hour's cap of attempts
 * ('over-cap', learning/caps.ts). The caller moves the review cards, which keep the latest answers (theme
 * strengths, decision 126), in the same transaction.
 */
export async function writeReview(db: Db, w: ReviewWrite): Promise<WriteStatus> {
  const at = sql`${w.now.toISOString()}::timestamptz`;
  const room = roomInTheHour('attempts', w.userId, w.now, ATTEMPTS_PER_HOUR);
  const result = await db.execute(sql`
    with room as (select ${room} as ok), attempt as (
      insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed, time_s,
        outcome, answers, created_at)
      select ${w.attemptId}::uuid, ${w.userId}::integer, 'review', null, null, ${w.correct}::integer,
        ${w.total}::integer, ${w.correct === w.total}::boolean, ${w.timeS}::integer, ${JSON.stringify(w.outcome)}::jsonb,
        ${answersJson(w.scored)}::jsonb, ${at}
      where (select ok from room)
      on conflict do nothing
      returning id
    ), session as (
      delete from test_sessions where user_id = ${w.userId} and type = 'review' and exists (select from attempt)
    )
    select count(*)::integer as written, (select ok from room) as room from attempt`);
  const [row] = rowsOf<{ written: number; room: boolean }>(result);
  if (row !== undefined && row.written > 0) return 'written';
  return row?.room === false ? 'over-cap' : 'not-written';
}

/** The stored attempt under this id, whoever made it. */
export async function storedAttempt(db: Db, attemptId: string) {
  const result = await db.execute(
    sql`select user_id as "userId", outcome from attempts where id = ${attemptId}::uuid`,
  );
  return rowsOf<{ userId: number; outcome: unknown }>(result)[0] ?? null;
}
