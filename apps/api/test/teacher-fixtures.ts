import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { createGroup } from './accounts-fixtures.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';

/** A teacher with a group of their own, a pupil in it, and a second teacher with another group and pupil. */
export interface Classroom {
  teacher: TestUser;
  group: { id: number; code: string; name: string };
  schoolName: string;
  pupil: TestUser;
  otherTeacher: TestUser;
  otherGroup: { id: number };
  otherPupil: TestUser;
  /** In no group at all. */
  loner: TestUser;
  premiumPupil: TestUser;
}

export async function makeTeacher(db: Db): Promise<TestUser> {
  const teacher = await makeUser(db);
  await db.update(users).set({ roleId: TEACHER_ROLE_ID }).where(eq(users.id, teacher.id));
  return teacher;
}

export async function joinGroup(db: Db, user: TestUser, groupId: number): Promise<void> {
  await db.update(users).set({ groupId }).where(eq(users.id, user.id));
}

export async function makeClassroom(db: Db): Promise<Classroom> {
  const teacher = await makeTeacher(db);
  const otherTeacher = await makeTeacher(db);
  const { group, school } = await createGroup(db, { teacherId: teacher.id, name: 'Група А-1' });
  const { group: otherGroup } = await createGroup(db, { teacherId: otherTeacher.id, name: 'Група Б-2' });
  const pupil = await makeUser(db);
  const premiumPupil = await makeUser(db, { premium: true });
  const otherPupil = await makeUser(db);
  const loner = await makeUser(db);
  await joinGroup(db, pupil, group.id);
  await joinGroup(db, premiumPupil, group.id);
  await joinGroup(db, otherPupil, otherGroup.id);
  return {
    teacher,
    group: { id: group.id, code: group.code, name: group.name },
    schoolName: school.name,
    pupil,
    otherTeacher,
    otherGroup: { id: otherGroup.id },
    otherPupil,
    loner,
    premiumPupil,
  };
}
