import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { formatGroupCode, normaliseGroupCode, TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { formatPhone, isValidPhone, normalisePhone } from '@pdr/contract/phone';
import type { Db } from '../../db/client.ts';
import { groups, schools, users } from '../../db/schema/accounts.ts';
import { AdminError, type AdminCommand } from '../../lib/admin-command.ts';
import { KYIV_TIME_ZONE, kyivOffsetMinutes } from '../../lib/kyiv-day.ts';

export { AdminError } from '../../lib/admin-command.ts';

/**
 * The accounts module's commands of `npm run admin` (schools, groups, teachers, Premium). Each returns the lines to
 * print or throws AdminError with a Ukrainian text; cli/router.ts routes to them.
 */
export const ACCOUNTS_USAGE = `  create-school <назва> [--city <місто>]
        створити автошколу
  create-group <id автошколи> <назва> [--teacher <телефон>] [--price <грн>] [--days <днів>]
        створити групу; код із 8 цифр створюється сам і показується як 999 99 999;
        --price і --days задають групі власну ціну й строк Преміуму
  close-group <код групи>
        закрити групу: її код більше нікого не приймає; учні лишаються в ній зі своєю історією
  list-schools
        показати автошколи, їхні групи та коди (закриті позначено)
  make-teacher <телефон>
        зробити користувача викладачем
  grant-premium <телефон> <РРРР-ММ-ДД>
        надати Преміум до кінця цього дня (за київським часом)
  revoke-premium <телефон>
        забрати Преміум`;

function phoneArg(value: string | undefined): string {
  const phone = normalisePhone(value ?? '');
  if (!isValidPhone(phone))
    throw new AdminError(`Некоректний номер телефону: «${value ?? ''}». Приклад: +380671234567`);
  return phone;
}

function positiveInt(value: string | undefined, what: string): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new AdminError(`${what} має бути цілим додатним числом, а не «${value}»`);
  return n;
}

async function userByPhone(db: Db, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (!user) throw new AdminError(`Користувача з номером ${formatPhone(phone)} не знайдено`);
  return user;
}

/** The end of a calendar day in Kyiv (23:59:59.999 local time), whatever the season's offset. */
export function endOfKyivDay(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const utc = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999)
    : NaN;
  if (!match || Number.isNaN(utc) || new Date(utc).getUTCDate() !== Number(match[3])) {
    throw new AdminError(`Некоректна дата: «${date}». Формат: РРРР-ММ-ДД, наприклад 2026-12-31`);
  }
  return new Date(utc - kyivOffsetMinutes(new Date(utc)) * 60_000);
}

const kyivDate = (d: Date) => d.toLocaleDateString('uk-UA', { timeZone: KYIV_TIME_ZONE });

/** Creates a school (npm run admin -- create-school, and the console): the lines that say what was done. */
export async function createSchool(db: Db, rawName: string, city?: string | null): Promise<string[]> {
  const name = rawName.trim();
  if (!name) throw new AdminError('Вкажіть назву автошколи: create-school "Автошкола «Назва»" [--city Київ]');
  const [school] = await db
    .insert(schools)
    .values({ name, city: city || null })
    .returning();
  return [`Автошколу створено: №${school!.id} «${name}»${city ? `, ${city}` : ''}.`];
}

export interface NewGroup {
  schoolId: number | null;
  name: string;
  teacherPhone?: string | undefined;
  price?: number | null;
  days?: number | null;
}

/**
 * Creates a group with a fresh 8-digit code, its own Premium price and days if given, and a teacher by phone (made a
 * teacher if they were not); npm run admin -- create-group and the console.
 */
export async function createGroup(db: Db, g: NewGroup): Promise<string[]> {
  const name = g.name.trim();
  const schoolId = g.schoolId;
  if (!schoolId || !name)
    throw new AdminError('Вкажіть id автошколи й назву групи: create-group 1 "Група 12"');
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw new AdminError(`Автошколи №${schoolId} не знайдено (див. list-schools)`);
  const price = g.price ?? null;
  const days = g.days ?? null;
  const teacher = g.teacherPhone ? await userByPhone(db, phoneArg(g.teacherPhone)) : null;
  const lines: string[] = [];
  if (teacher && teacher.roleId !== TEACHER_ROLE_ID) {
    await db.update(users).set({ roleId: TEACHER_ROLE_ID }).where(eq(users.id, teacher.id));
    lines.push(`${teacher.firstName} ${teacher.lastName} (${formatPhone(teacher.phone)}) тепер викладач.`);
  }
  for (let tries = 0; tries < 20; tries++) {
    const code = String(randomInt(10_000_000, 100_000_000));
    const [group] = await db
      .insert(groups)
      .values({
        schoolId,
        name,
        code,
        teacherId: teacher?.id ?? null,
        premiumPrice: price,
        premiumDays: days,
      })
      .onConflictDoNothing({ target: groups.code })
      .returning();
    if (!group) continue;
    return [
      `Групу створено: «${name}» в автошколі «${school.name}».`,
      `Код групи: ${formatGroupCode(code)}`,
      ...(price || days
        ? [`Преміум для групи: ${price ?? 'звичайна ціна'} грн, ${days ?? 'звичайний строк'} днів.`]
        : []),
      ...lines,
      ...(teacher ? [`Викладач: ${teacher.firstName} ${teacher.lastName}.`] : []),
    ];
  }
  throw new AdminError('Не вдалося створити унікальний код групи. Спробуйте ще раз');
}

/** Closes a group by its code (npm run admin -- close-group and the console): its code stops working at once. */
export async function closeGroup(db: Db, value: string, now: Date): Promise<string[]> {
  const code = normaliseGroupCode(value);
  const [group] = await db.select().from(groups).where(eq(groups.code, code));
  if (!group) throw new AdminError(`Групи з кодом ${value} немає`);
  if (group.closedAt) throw new AdminError(`Групу «${group.name}» (${formatGroupCode(code)}) уже закрито`);
  await db
    .update(groups)
    .set({ closedAt: now })
    .where(and(eq(groups.id, group.id), isNull(groups.closedAt)));
  const [pupils] = await db.select({ n: count() }).from(users).where(eq(users.groupId, group.id));
  return [
    `Групу «${group.name}» (${formatGroupCode(code)}) закрито: її код більше не приймається.`,
    `Учнів у групі: ${pupils?.n ?? 0}; їхні результати й історія збережені.`,
  ];
}

/** The commands this module owns; cli/router.ts lists them with the other modules'. */
export const accountsCommands: AdminCommand[] = [
  {
    name: 'create-school',
    options: ['city'],
    run: (db, { positional, options }) => createSchool(db, positional.join(' '), options.city),
  },
  {
    name: 'create-group',
    options: ['teacher', 'price', 'days'],
    run: (db, { positional, options }) =>
      createGroup(db, {
        schoolId: positiveInt(positional[0], 'Id автошколи'),
        name: positional.slice(1).join(' '),
        teacherPhone: options.teacher,
        price: positiveInt(options.price, 'Ціна'),
        days: positiveInt(options.days, 'Кількість днів'),
      }),
  },
  {
    name: 'close-group',
    run: (db, { positional }, now) => closeGroup(db, positional.join(''), now),
  },
  {
    name: 'list-schools',
    async run(db) {
      const rows = await db
        .select({ school: schools, group: groups })
        .from(schools)
        .leftJoin(groups, eq(groups.schoolId, schools.id))
        .orderBy(asc(schools.id), asc(groups.id));
      if (rows.length === 0) return ['Автошкіл ще немає. Створіть: create-school "Назва"'];
      const lines: string[] = [];
      let last = 0;
      for (const { school, group } of rows) {
        if (school.id !== last)
          lines.push(`№${school.id} ${school.name}${school.city ? `, ${school.city}` : ''}`);
        last = school.id;
        if (group)
          lines.push(
            `    ${formatGroupCode(group.code)}  ${group.name}${group.closedAt ? ' (закрита)' : ''}`,
          );
      }
      return lines;
    },
  },
  {
    name: 'make-teacher',
    async run(db, { positional }) {
      const user = await userByPhone(db, phoneArg(positional[0]));
      await db.update(users).set({ roleId: TEACHER_ROLE_ID }).where(eq(users.id, user.id));
      return [`${user.firstName} ${user.lastName} (${formatPhone(user.phone)}) тепер викладач.`];
    },
  },
  {
    name: 'grant-premium',
    async run(db, { positional }, now) {
      const user = await userByPhone(db, phoneArg(positional[0]));
      if (!positional[1]) throw new AdminError('Вкажіть дату: grant-premium <телефон> 2026-12-31');
      const until = endOfKyivDay(positional[1]);
      if (until.getTime() <= now.getTime()) throw new AdminError(`Дата ${positional[1]} вже минула`);
      await db.update(users).set({ premiumUntil: until }).where(eq(users.id, user.id));
      return [
        `Преміум для ${user.firstName} ${user.lastName} (${formatPhone(user.phone)}) діє до ${kyivDate(until)} включно.`,
      ];
    },
  },
  {
    name: 'revoke-premium',
    async run(db, { positional }) {
      const user = await userByPhone(db, phoneArg(positional[0]));
      await db.update(users).set({ premiumUntil: null }).where(eq(users.id, user.id));
      return [`Преміум для ${user.firstName} ${user.lastName} (${formatPhone(user.phone)}) скасовано.`];
    },
  },
];
