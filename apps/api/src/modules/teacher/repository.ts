import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { groups, schools, users } from '../../db/schema/accounts.ts';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { figureStatements } from './statements.ts';

/** Reads of the teacher's cabinet. Every read that names a group or a pupil also names the teacher. */

export interface TaughtGroup {
  id: number;
  name: string;
  code: string;
  schoolName: string;
  pupils: number;
}

/** A member of a group who is not a teacher: teachers who joined a group are not its pupils. */
const isPupil = ne(users.roleId, TEACHER_ROLE_ID);

const taught = perDatabase((db: Db) =>
  db
    .select({
      id: groups.id,
      name: groups.name,
      code: groups.code,
      schoolName: schools.name,
      pupils: count(users.id),
    })
    .from(groups)
    .innerJoin(schools, eq(schools.id, groups.schoolId))
    .leftJoin(users, and(eq(users.groupId, groups.id), isPupil))
    .where(eq(groups.teacherId, sql.placeholder('teacherId')))
    .groupBy(groups.id, schools.name)
    .orderBy(asc(groups.name), asc(groups.id))
    .prepare('teacher_groups'),
);

export async function groupsTaughtBy(db: Db, teacherId: number): Promise<TaughtGroup[]> {
  return taught(db).execute({ teacherId });
}

/** One pupil's figures as the table needs them; arrays come as JSON to keep the whole table one round trip. */
export interface PupilFigures {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  premiumUntil: Date | string | null;
  /** The category the pupil prepares for: their figures are that category's (modules/content/categories.ts). */
  activeCategory: string;
  /** [theme_id, block_idx, errors, success, progress key] */
  blocks: [number, number, number, number, string][];
  /** [theme_id, correct_count, question_count, category] of every credit test */
  credits: [number, number, number, string | null][];
  /** [taken, passed]: exams of the active category since the figures' `since` (the last 30 days) */
  examCounts: [number, number];
  /** [question_count, correct_count, mistakes] of the last closed exams, newest first */
  exams: [number, number, number][];
  lastActivity: Date | string | null;
  contentVersion: number;
}

export interface GroupTable {
  group: { id: number; name: string; code: string; schoolName: string };
  pupils: PupilFigures[];
  /** The content version as of this read (a group without pupils has it too). */
  contentVersion: number;
}

/** The group and its pupils' figures in one round trip, when this teacher teaches it; undefined otherwise. */
export async function groupTable(
  db: Db,
  teacherId: number,
  groupId: number,
  since: Date,
): Promise<GroupTable | undefined> {
  const rows = await figureStatements(db).group.execute({ teacherId, groupId, since });
  const [first] = rows;
  if (!first) return undefined;
  return {
    group: { id: first.groupId, name: first.groupName, code: first.groupCode, schoolName: first.schoolName },
    // The left join makes every pupil column nullable in the row's type; a row with a pupil id has them all.
    pupils: rows.filter((row) => row.id !== null) as PupilFigures[],
    contentVersion: first.contentVersion,
  };
}

/** The pupil's page in one round trip, when the pupil is in a group this teacher teaches; undefined otherwise. */
export async function pupilPage(db: Db, teacherId: number, pupilId: number, since: Date) {
  const [row] = await figureStatements(db).page.execute({ teacherId, pupilId, since });
  return row;
}
