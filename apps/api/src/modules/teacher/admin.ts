import { eq } from 'drizzle-orm';
import {
  GROUP_CODE_LENGTH,
  TEACHER_ROLE_ID,
  formatGroupCode,
  normaliseGroupCode,
} from '@pdr/contract/accounts';
import { formatPhone, isValidPhone, normalisePhone } from '@pdr/contract/phone';
import type { Db } from '../../db/client.ts';
import { groups, schools, users } from '../../db/schema/accounts.ts';
import { AdminError, type AdminCommand } from '../../lib/admin-command.ts';

/** Operator commands about teachers and their groups (npm run admin -- set-teacher | move-pupil). */

async function userByPhone(db: Db, value: string | undefined) {
  const phone = normalisePhone(value ?? '');
  if (!isValidPhone(phone))
    throw new AdminError(`Некоректний номер телефону: «${value ?? ''}». Приклад: +380671234567`);
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (!user) throw new AdminError(`Користувача з номером ${formatPhone(phone)} не знайдено`);
  return user;
}

async function groupByCode(db: Db, value: string | undefined) {
  const code = normaliseGroupCode(value ?? '');
  if (code.length !== GROUP_CODE_LENGTH)
    throw new AdminError(`Код групи має складатися з 8 цифр, а не «${value ?? ''}»`);
  const [row] = await db
    .select({ group: groups, schoolName: schools.name })
    .from(groups)
    .innerJoin(schools, eq(schools.id, groups.schoolId))
    .where(eq(groups.code, code));
  if (!row) throw new AdminError(`Групи з кодом ${formatGroupCode(code)} не знайдено (див. list-schools)`);
  if (row.group.closedAt)
    throw new AdminError(`Групу «${row.group.name}» (${formatGroupCode(code)}) закрито`);
  return row;
}

/** set-teacher / move-pupil, for npm run admin and the console alike: the lines that say what was done. */
export async function runTeacherCommand(db: Db, command: string, positional: string[]): Promise<string[]> {
  if (command === 'set-teacher') {
    if (positional.length < 2)
      throw new AdminError('Вкажіть код групи й телефон: set-teacher 123 45 678 +380671234567');
    // The code may be typed with spaces (123 45 678): everything before the last argument is the code.
    const { group, schoolName } = await groupByCode(db, positional.slice(0, -1).join(''));
    const user = await userByPhone(db, positional.at(-1));
    const lines: string[] = [];
    if (user.roleId !== TEACHER_ROLE_ID) {
      await db.update(users).set({ roleId: TEACHER_ROLE_ID }).where(eq(users.id, user.id));
      lines.push(`${user.firstName} ${user.lastName} (${formatPhone(user.phone)}) тепер викладач.`);
    }
    await db.update(groups).set({ teacherId: user.id }).where(eq(groups.id, group.id));
    return [...lines, `Викладач групи «${group.name}» (${schoolName}): ${user.firstName} ${user.lastName}.`];
  }
  // move-pupil <phone> <code>: the phone comes first, the rest is the code.
  if (positional.length < 2)
    throw new AdminError('Вкажіть телефон і код групи: move-pupil +380671234567 123 45 678');
  const user = await userByPhone(db, positional[0]);
  if (user.roleId === TEACHER_ROLE_ID)
    throw new AdminError(
      `${user.firstName} ${user.lastName} — викладач; викладача призначають командою set-teacher`,
    );
  const { group, schoolName } = await groupByCode(db, positional.slice(1).join(''));
  if (user.groupId === group.id)
    return [`${user.firstName} ${user.lastName} вже в групі «${group.name}» (${schoolName}).`];
  const [from] =
    user.groupId === null ? [] : await db.select().from(groups).where(eq(groups.id, user.groupId));
  await db.update(users).set({ groupId: group.id }).where(eq(users.id, user.id));
  return [
    `${user.firstName} ${user.lastName} (${formatPhone(user.phone)}) переведено ${from ? `з групи «${from.name}» ` : ''}` +
      `до групи «${group.name}» (${schoolName}).`,
  ];
}

/** The commands this module owns; cli/router.ts lists them with the other modules'. */
export const teacherCommands: AdminCommand[] = ['set-teacher', 'move-pupil'].map((name) => ({
  name,
  run: (db, { positional }) => runTeacherCommand(db, name, positional),
}));
