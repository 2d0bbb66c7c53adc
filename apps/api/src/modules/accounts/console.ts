import { asc, count, eq } from 'drizzle-orm';
import type { AdminSchoolsResponse } from '@pdr/contract/admin';
import { formatPhone } from '@pdr/contract/phone';
import type { Db } from '../../db/client.ts';
import { groups, schools, users } from '../../db/schema/accounts.ts';
import { AdminError } from '../../lib/admin-command.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { audit, type Operator } from '../admin/audit.ts';

/** Schools with their groups, teachers and pupil counts; `code` finds the one group with that code. */
export async function schoolsList(db: Db, code?: string): Promise<AdminSchoolsResponse> {
  const pupilCounts = db
    .select({ groupId: users.groupId, n: count().as('n') })
    .from(users)
    .groupBy(users.groupId)
    .as('pupil_counts');
  const rows = await db
    .select({
      school: schools,
      group: groups,
      teacherFirst: users.firstName,
      teacherLast: users.lastName,
      teacherPhone: users.phone,
      pupils: pupilCounts.n,
    })
    .from(schools)
    .leftJoin(groups, eq(groups.schoolId, schools.id))
    .leftJoin(users, eq(users.id, groups.teacherId))
    .leftJoin(pupilCounts, eq(pupilCounts.groupId, groups.id))
    .where(code ? eq(groups.code, code) : undefined)
    .orderBy(asc(schools.id), asc(groups.id))
    .limit(2000);
  const bySchool = new Map<number, AdminSchoolsResponse['schools'][number]>();
  for (const r of rows) {
    let s = bySchool.get(r.school.id);
    if (!s) {
      s = { id: r.school.id, name: r.school.name, city: r.school.city, groups: [] };
      bySchool.set(r.school.id, s);
    }
    if (r.group)
      s.groups.push({
        id: r.group.id,
        name: r.group.name,
        code: r.group.code,
        teacher: r.teacherPhone
          ? `${r.teacherFirst} ${r.teacherLast} (${formatPhone(r.teacherPhone)})`
          : null,
        pupils: Number(r.pupils ?? 0),
        premium_price: r.group.premiumPrice,
        premium_days: r.group.premiumDays,
        closed: r.group.closedAt !== null,
      });
  }
  return { schools: [...bySchool.values()] };
}

/**
 * The school and group commands of `npm run admin`, run for the console: their AdminError is a 422 here, their
 * lines the answer, and each change goes to the audit log.
 */
export async function schoolChange(
  op: Operator,
  action: string,
  target: string,
  input: unknown,
  run: () => Promise<string[]>,
): Promise<{ lines: string[] }> {
  let lines: string[];
  try {
    lines = await run();
  } catch (error) {
    if (error instanceof AdminError) throw new HttpError(422, error.message);
    throw error;
  }
  await audit(op.db, op.operatorId, action, target, null, { input, result: lines });
  return { lines };
}
