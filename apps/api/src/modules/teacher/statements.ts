import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import type { TestType } from '@pdr/contract/learning';
import { PUPIL_HISTORY_LIMIT } from '@pdr/contract/teacher';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { groups, schools, users } from '../../db/schema/accounts.ts';
import { themes } from '../../db/schema/content.ts';
import { attempts, blockResults } from '../../db/schema/learning.ts';
import { examSessions } from '../../db/schema/exam.ts';
import { settings } from '../../db/schema/settings.ts';
import { READINESS_WINDOW } from '../exam/readiness.ts';
import { readinessRowsSql } from '../exam/readiness-read.ts';
import { themeAnswers } from '../repetition/repository.ts';

/**
 * The pupils' figures for the teacher's table, as prepared statements (built once per database): on PostgreSQL the
 * statement is planned once per connection instead of on every request (decision 083). Arrays come as JSON, so
 * the whole table is one round trip.
 */

const since = sql.placeholder('since');
// Qualified by hand: in a one-table select Drizzle writes a column bare ("id"), which inside these subqueries would
// name the subquery's own table.
const userId = sql.raw('"users"."id"');

const fields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  premiumUntil: users.premiumUntil,
  activeCategory: users.activeCategory,
  /** [theme_id, block_idx, errors, success, progress key] */
  blocks: sql<[number, number, number, number, string][]>`coalesce((
    select json_agg(json_build_array(b.theme_id, b.block_idx, b.errors, b.success, b.category))
    from ${blockResults} b where b.user_id = ${userId}), '[]'::json)`,
  /** [theme_id, correct_count, question_count, category] of every credit test */
  credits: sql<[number, number, number, string | null][]>`coalesce((
    select json_agg(json_build_array(a.theme_id, a.correct_count, a.question_count, a.category))
    from ${attempts} a where a.user_id = ${userId} and a.type = 'all_theme'), '[]'::json)`,
  /** [taken, passed]: the exams of the pupil's active category, as the pupil's own readiness counts them */
  examCounts: sql<[number, number]>`(select json_build_array(count(*), count(*) filter (where a.passed))
    from ${attempts} a where a.user_id = ${userId} and a.type = 'exam' and a.created_at >= ${since}
      and a.category = ${users.activeCategory})`,
  /** [question_count, correct_count, mistakes] of the last closed exams of the active category, newest first */
  exams: sql<[number, number, number][]>`coalesce((
    select json_agg(json_build_array(e.n, e.correct_count, e.mistakes)) from (
      select cardinality(s.question_ids) as n, s.correct_count, s.mistakes from ${examSessions} s
      where s.user_id = ${userId} and s.closed_at is not null and s.category = ${users.activeCategory}
      order by s.closed_at desc, s.id limit ${sql.raw(String(READINESS_WINDOW))}) e), '[]'::json)`,
  lastActivity: sql<Date | string | null>`greatest(
    (select max(a.created_at) from ${attempts} a where a.user_id = ${userId}),
    (select max(s.started_at) from ${examSessions} s where s.user_id = ${userId}))`,
  contentVersion:
    sql<number>`coalesce((select st.content_version from ${settings} st where st.id = 1), 0)`.mapWith(Number),
};

/**
 * What the pupil's page adds to the table's figures, so that the whole page is one round trip (decision 105): the
 * group, per theme the latest answers ([theme_id, answered, correct]), the last tests
 * ([id, type, theme number, theme title, correct, total, passed, time_s, created_at, category, theme title in
 * English], newest first) and the
 * readiness rows of the last closed exams.
 */
const pageFields = {
  ...fields,
  groupId: groups.id,
  groupName: groups.name,
  latest: themeAnswers(userId),
  tests: sql<
    [
      string,
      TestType,
      number | null,
      string | null,
      number,
      number,
      boolean,
      number,
      string,
      string | null,
      string | null,
    ][]
  >`coalesce((
    select json_agg(json_build_array(h.id, h.type, h.number, h.title, h.correct_count, h.question_count, h.passed,
      h.time_s, h.created_at, h.category, h.title_en) order by h.created_at desc) from (
      select a.id, a.type, t.number, t.title, a.correct_count, a.question_count, a.passed, a.time_s, a.created_at,
        a.category, t.title_en
      from ${attempts} a left join ${themes} t on t.id = a.theme_id where a.user_id = ${userId}
      order by a.created_at desc limit ${sql.raw(String(PUPIL_HISTORY_LIMIT))}) h), '[]'::json)`,
  readiness: readinessRowsSql(userId),
};

// Teachers who joined a group are not its pupils.
const isPupil = ne(users.roleId, TEACHER_ROLE_ID);

function build(db: Db) {
  return {
    /**
     * The group's table, found only when this teacher teaches the group: one row per pupil, each with the group and
     * its school; a group without pupils is one row whose pupil columns are null (the left join), so "not yours"
     * (no row) and "empty" stay apart and no pupil's figures are read for another teacher's group.
     */
    group: db
      .select({
        groupId: groups.id,
        groupName: groups.name,
        groupCode: groups.code,
        schoolName: schools.name,
        ...fields,
      })
      .from(groups)
      .innerJoin(schools, eq(schools.id, groups.schoolId))
      .leftJoin(users, and(eq(users.groupId, groups.id), isPupil))
      .where(
        and(eq(groups.id, sql.placeholder('groupId')), eq(groups.teacherId, sql.placeholder('teacherId'))),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .prepare('teacher_group_table'),
    /** The pupil's page, found only when the pupil is in a group this teacher teaches. */
    page: db
      .select(pageFields)
      .from(users)
      .innerJoin(groups, eq(groups.id, users.groupId))
      .where(
        and(
          eq(users.id, sql.placeholder('pupilId')),
          eq(groups.teacherId, sql.placeholder('teacherId')),
          isPupil,
        ),
      )
      .prepare('teacher_pupil_page'),
  };
}

export const figureStatements = perDatabase(build);
