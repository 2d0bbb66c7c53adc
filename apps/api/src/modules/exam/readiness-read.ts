import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReadinessResponse } from '@pdr/contract/exam';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { users } from '../../db/schema/accounts.ts';
import { examGroupSchema } from '@pdr/contract/content-pack';
import { readiness, READINESS_WINDOW, type ClosedExam } from './readiness.ts';
import { examPassed } from './rules.ts';
import type { CategoryCode } from '@pdr/contract/catalog';
import { activeCategoryOf, activeCategorySql } from '../content/categories.ts';
import type { ExamContext } from './service.ts';

/**
 * [exam id, questions asked, correct, mistakes, exam group, questions of that group, of them answered wrongly,
 * of them unanswered]
 */
export type ReadinessRow = [string, number, number, number, string, number, number, number];

/**
 * The learner's last closed exams of their active category (newest first), per exam group: questions asked, answered
 * wrongly and left unanswered (apart: a question not reached is no mistake), as one JSON array of ReadinessRow, so
 * that it rides along in a statement the caller makes anyway (the teacher's pupil page) or is a prepared statement of
 * its own (the learner's readiness).
 */
export function readinessRowsSql(userId: SQLWrapper): SQL<ReadinessRow[]> {
  return sql<ReadinessRow[]>`coalesce((
    select json_agg(json_build_array(x.id, x.n, x.correct_count, x.mistakes, x.exam_group, x.questions, x.wrong,
        x.unanswered)
      order by x.closed_at desc, x.id)
    from (
      select r.id, cardinality(r.question_ids) as n, r.correct_count, r.mistakes, r.closed_at, t.exam_group,
        count(*)::integer as questions, (count(*) filter (where a.correct = false))::integer as wrong,
        (count(*) filter (where a.question_id is null))::integer as unanswered
      from (
        select s.id, s.question_ids, s.correct_count, s.mistakes, s.closed_at from exam_sessions s
        where s.user_id = ${userId} and s.closed_at is not null and s.category = ${activeCategorySql(userId)}
        order by s.closed_at desc, s.id limit ${sql.raw(String(READINESS_WINDOW))}) r
      cross join unnest(r.question_ids) as q(id)
      join questions qq on qq.id = q.id
      join themes t on t.id = qq.theme_id
      left join exam_answers a on a.exam_id = r.id and a.question_id = q.id
      group by r.id, r.question_ids, r.correct_count, r.mistakes, r.closed_at, t.exam_group) x), '[]'::json)`;
}

// Prepared once per database: on PostgreSQL the statement is planned once per connection (decision 083).
const statements = perDatabase((db: Db) => ({
  readiness: db
    // Qualified by hand: in a one-table select Drizzle writes the column bare, which the subquery would read as
    // its own exam_sessions.id.
    .select({ rows: readinessRowsSql(sql.raw('"users"."id"')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('exam_readiness'),
}));

/** Readiness in `category` from the rows of readinessRowsSql (the rule is in readiness.ts). */
export function readinessOf(rows: readonly ReadinessRow[], category: CategoryCode): ReadinessResponse {
  // Rows come newest exam first, one per exam and group.
  const exams = new Map<string, ClosedExam>();
  for (const [examId, questionCount, correct, mistakes, group, questions, wrong, unanswered] of rows) {
    let exam = exams.get(examId);
    if (!exam) {
      exam = { passed: examPassed({ questionCount, correct, mistakes }), groups: [] };
      exams.set(examId, exam);
    }
    const parsed = examGroupSchema.safeParse(group);
    if (parsed.success) exam.groups.push({ group: parsed.data, questions, mistakes: wrong, unanswered });
  }
  return { category, ...readiness([...exams.values()]) };
}

/** The learner's readiness from their own closed exams, in one prepared statement. */
export async function learnerReadiness(ctx: Pick<ExamContext, 'db' | 'user'>): Promise<ReadinessResponse> {
  const [row] = await statements(ctx.db).readiness.execute({ userId: ctx.user.id });
  return readinessOf(row?.rows ?? [], activeCategoryOf(ctx.user));
}
