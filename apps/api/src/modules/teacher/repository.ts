import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

export async function groupsTaughtBy(db: Db, teacherId: number): Promise<TaughtGroup[]> {
  return db
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
    .where(eq(groups.teacherId, teacherId))
    .groupBy(groups.id, schools.name)
    .orderBy(asc(groups.name), asc(groups.id));
}

/** The group when this teacher teaches it; undefined otherwise (the caller answers 404 either way). */
export async function groupTaughtBy(db: Db, teacherId: number, groupId: number) {
  const [row] = await figureStatements(db).taught.execute({ teacherId, groupId });
  return row;
}

/** One pupil's figures as the table needs them; arrays come as JSON to keep the whole table one round trip. */
export interface PupilFigures {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  premiumUntil: Date | string | null;
  /** [theme_id, block_idx, errors, success] */
  blocks: [number, number, number, number][];
  /** [theme_id, correct_count, question_count] of every credit test */
  credits: [number, number, number][];
  examsTaken: number;
  examsPassed: number;
  /** [question_count, correct_count, mistakes] of the last closed exams, newest first */
  exams: [number, number, number][];
  lastActivity: Date | string | null;
  contentVersion: number;
}

export function groupFigures(db: Db, groupId: number, since: Date): Promise<PupilFigures[]> {
  return figureStatements(db).group.execute({ groupId, since });
}

/** The pupil's page in one round trip, when the pupil is in a group this teacher teaches; undefined otherwise. */
export async function pupilPage(db: Db, teacherId: number, pupilId: number, since: Date) {
  const [row] = await figureStatements(db).page.execute({ teacherId, pupilId, since });
  return row;
}
