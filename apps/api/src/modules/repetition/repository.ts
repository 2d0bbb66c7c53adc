import { sql, type SQLWrapper } from 'drizzle-orm';
import { savedSessionColumn, type SavedSessionRow } from '../study/statements.ts';
import { activeCategorySql, visibleSql } from '../content/categories.ts';

/** Reads of repetition (its result's write is study/card-session.ts); the rules live in strength.ts and schedule.ts. */

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
