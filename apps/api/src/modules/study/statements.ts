import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { users } from '../../db/schema/accounts.ts';
import { attempts, blockResults, testSessions } from '../../db/schema/learning.ts';
import { settings } from '../../db/schema/settings.ts';
import { statisticResetAt } from './reset.ts';

/**
 * The queries every learning request makes, built once per database as prepared statements: building a Drizzle
 * query costs about as much as PGlite takes to run one of these (measured: 600 µs against 300 µs for a select by
 * primary key), and on PostgreSQL the statement is also parsed once per connection.
 */

/** The content version as a scalar subquery, to ride along with a query the request makes anyway. */
export const contentVersion = () =>
  sql`coalesce((select s.content_version from ${settings} s where s.id = 1), 0)`.mapWith(Number);

/**
 * The learner's block results and credit-test scores as JSON arrays
 * ([theme_id, block_idx, errors, success, wrong_question_ids, category] and
 * [theme_id, correct_count, question_count, category]),
 * the content version, and the attempt stored under the placeholder `attemptId` (whoever made it) or null.
 * Also the columns the learning routes add to the session lookup (plugins/auth.ts, sessionWith).
 */
export function progressColumns(userId: SQLWrapper) {
  return {
    blocks: sql<[number, number, number, number, number[], string][]>`coalesce((
      select json_agg(json_build_array(b.theme_id, b.block_idx, b.errors, b.success, b.wrong_question_ids,
        b.category))
      from ${blockResults} b where b.user_id = ${userId}), '[]'::json)`,
    credits: sql<[number, number, number, string | null][]>`coalesce((
      select json_agg(json_build_array(a.theme_id, a.correct_count, a.question_count, a.category))
      from ${attempts} a where a.user_id = ${userId} and a.type = 'all_theme'
        and a.created_at > ${statisticResetAt(userId)}), '[]'::json)`,
    contentVersion: contentVersion(),
    attempt: storedAttemptColumn(),
  };
}

/** [user_id, outcome] of the attempt stored under the placeholder `attemptId` (whoever made it), or null. */
export function storedAttemptColumn() {
  return sql<StoredAttemptRow | null>`(
    select json_build_array(a.user_id, a.outcome) from ${attempts} a
    where a.id = ${sql.placeholder('attemptId')}::uuid)`;
}

export type StoredAttemptRow = [userId: number, outcome: unknown];

export type ProgressRow = {
  [K in keyof ReturnType<typeof progressColumns>]: ReturnType<typeof progressColumns>[K]['_']['type'];
};

export type SavedSessionRow = [
  type: string,
  themeId: number | null,
  blockIdx: number | null,
  questionIds: number[],
  startedAt: string,
  category: string | null,
];

/**
 * The learner's saved test in progress as [type, theme_id, block_idx, question_ids, started_at, category] or null,
 * for the reads that open a test: reopening the same unfinished test writes nothing (learning/service.ts, respondWithQuestions).
 */
export function savedSessionColumn(userId: SQLWrapper) {
  return sql<SavedSessionRow | null>`(
    select json_build_array(t.type, t.theme_id, t.block_idx, t.question_ids, t.started_at, t.category)
    from ${testSessions} t where t.user_id = ${userId})`;
}

function build(db: Db) {
  const userId = sql.placeholder('userId');
  return {
    progress: db
      .select({ ...progressColumns(userId), saved: savedSessionColumn(userId) })
      .from(users)
      .where(eq(users.id, userId))
      .prepare('learning_progress'),

    /** The learner's unfinished test with the content version. */
    getSession: db
      .select({
        type: testSessions.type,
        themeId: testSessions.themeId,
        blockIdx: testSessions.blockIdx,
        questionIds: testSessions.questionIds,
        startedAt: testSessions.startedAt,
        category: testSessions.category,
        contentVersion: contentVersion(),
      })
      .from(testSessions)
      .where(eq(testSessions.userId, userId))
      .prepare('learning_get_session'),

    /** The attempt stored under an id, whoever made it: a resent result is answered from it. */
    storedAttempt: db
      .select({ userId: attempts.userId, outcome: attempts.outcome })
      .from(attempts)
      .where(eq(attempts.id, sql.placeholder('attemptId')))
      .prepare('stored_attempt'),
  };
}

// Keyed by the database object, so every database (each test's, each app's) has statements of its own.
export const statements = perDatabase(build);

/** The attempt stored under `attemptId`, whoever made it (the caller checks whose it is), or null. */
export async function storedAttempt(
  db: Db,
  attemptId: string,
): Promise<{ userId: number; outcome: unknown } | null> {
  const [row] = await statements(db).storedAttempt.execute({ attemptId });
  return row ?? null;
}
