import { sql, type SQLWrapper } from 'drizzle-orm';
import type { TestType } from '@pdr/contract/learning';
import { sessionWith } from '../../plugins/auth.ts';
import { progressColumns, type ProgressRow } from '../study/statements.ts';
import { activeCategorySql, visibleSql } from '../content/categories.ts';

/**
 * Total progress and the history of tests, each read in the statement that looks up the session
 * (plugins/auth.ts, sessionWith): one round trip per request, the session checked as on every other request
 * (decision 105).
 */

/**
 * The progress columns, the learner's latest answers right and wrong (their review cards') to the questions of their
 * active category, and the exams of that category passed.
 */
function totalsColumns(userId: SQLWrapper) {
  const category = activeCategorySql(userId);
  return {
    ...progressColumns(userId),
    /** [right, wrong], in one pass over the learner's cards */
    latest: sql<[number, number]>`(select json_build_array(count(*) filter (where l.correct),
        count(*) filter (where not l.correct))
      from review_cards l join questions q on q.id = l.question_id join themes t on t.id = q.theme_id
      where l.user_id = ${userId} and ${visibleSql('q', 't', category)})`,
    examsPassed: sql<number>`(select count(*) from attempts a
      where a.user_id = ${userId} and a.type = 'exam' and a.passed and a.category = ${category})::integer`,
  };
}

export type TotalsRow = ProgressRow & { latest: [number, number]; examsPassed: number };

const totals = sessionWith<TotalsRow>('auth_learning_totals', totalsColumns);
/** Route options of total progress: the session and the figures in one statement, before the handler. */
export const withTotals = totals.options('preHandler', () => ({ attemptId: null }));
export const totalsOf = (request: Parameters<typeof totals.of>[0]) => totals.of(request);

/**
 * [id, created_at, type, theme id, theme number, theme title, correct, total, time_s, category, theme title in
 * English, an exam's language]
 */
export type HistoryEntry = [
  string,
  string,
  TestType,
  number | null,
  number | null,
  string | null,
  number,
  number,
  number,
  string | null,
  string | null,
  string | null,
];

/** Every test of the learner, newest first. */
function historyColumns(userId: SQLWrapper) {
  return {
    history: sql<HistoryEntry[]>`coalesce((
      select json_agg(json_build_array(a.id, a.created_at, a.type, t.id, t.number, t.title, a.correct_count,
        a.question_count, a.time_s, a.category, t.title_en, e.language) order by a.created_at desc)
      from attempts a left join themes t on t.id = a.theme_id
        left join exam_sessions e on e.user_id = a.user_id and e.attempt_id = a.id
      where a.user_id = ${userId}), '[]'::json)`,
  };
}

const history = sessionWith<{ history: HistoryEntry[] }>('auth_learning_history', historyColumns);
/** Route options of the history: the session and the tests in one statement, before the handler. */
export const withHistory = history.options('preHandler');
export const historyOf = (request: Parameters<typeof history.of>[0]) => history.of(request).history;
