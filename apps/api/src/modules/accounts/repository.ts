import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import {
  groups,
  loginAttempts,
  passwordRecoveries,
  schools,
  sessions,
  smsRequests,
  users,
} from '../../db/schema/accounts.ts';
import { categories } from '../../db/schema/content.ts';
import { settings } from '../../db/schema/settings.ts';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The open group of a code: a closed group's code joins nobody. */
export async function findGroupByCode(db: Db, code: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.code, code), isNull(groups.closedAt)));
  return row;
}

/** A group's code and name with its school's name. */
export interface GroupWithSchool {
  code: string;
  name: string;
  schoolName: string;
}

/** What a user's payload reads beside the user: their group with its school, the categories, the content version. */
export interface UserExtras {
  group: GroupWithSchool | null;
  /** Every category's id and code, in their order. */
  categories: { id: number; code: string }[];
  contentVersion: number;
}

/**
 * The three reads of UserExtras in one prepared statement: every app start asks for the user, and as three
 * statements sent unnamed they took three connections and were planned on every call (0.07-0.21 ms each).
 */
const userExtrasStatement = perDatabase((db: Db) =>
  preparedSql(
    db,
    'user_extras',
    sql`select
      (select json_build_array(g.code, g.name, s.name) from groups g join schools s on s.id = g.school_id
        where g.id = ${sql.placeholder('groupId')}::integer) as "group",
      coalesce((select json_agg(json_build_array(c.id, c.code) order by c.position, c.id) from categories c),
        '[]'::json) as "categories",
      coalesce((select content_version from settings where id = 1), 0)::integer as "contentVersion"`,
  ),
);

export async function userExtras(db: Db, groupId: number | null): Promise<UserExtras> {
  const result = await userExtrasStatement(db).execute({ groupId });
  // Both drivers answer with { rows } and parse json columns.
  const [row] = (
    result as unknown as {
      rows: {
        group: [string, string, string] | null;
        categories: [number, string][];
        contentVersion: number;
      }[];
    }
  ).rows;
  const group = row?.group ?? null;
  return {
    group: group && { code: group[0], name: group[1], schoolName: group[2] },
    categories: (row?.categories ?? []).map(([id, code]) => ({ id, code })),
    contentVersion: row?.contentVersion ?? 0,
  };
}

/** The first group a teacher teaches (by id), with its school. */
export async function findGroupTaughtBy(db: Db, teacherId: number) {
  const [row] = await db
    .select({ code: groups.code, name: groups.name, schoolName: schools.name })
    .from(groups)
    .innerJoin(schools, eq(schools.id, groups.schoolId))
    .where(eq(groups.teacherId, teacherId))
    .orderBy(asc(groups.id))
    .limit(1);
  return row;
}

export async function premiumSettings(db: Db): Promise<{ price: number; days: number }> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return { price: row?.subscriptionPrice ?? 299, days: row?.premiumDays ?? DEFAULT_PREMIUM_DAYS };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row;
}

export async function updateActiveCategory(
  db: Db,
  id: number,
  category: string,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ activeCategory: category }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUserNames(db: Db, id: number, firstName: string, lastName: string) {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
}

// ---- sign-in attempts ----

export async function recordLoginAttempt(db: Db, phone: string, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ phone, ip, createdAt: now })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export async function countLoginAttempts(db: Db, phone: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      byPhone: sql<number>`count(*) filter (where ${loginAttempts.phone} = ${phone})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(or(eq(loginAttempts.phone, phone), eq(loginAttempts.ip, ip)), gt(loginAttempts.createdAt, since)),
    );
  return { byPhone: row?.byPhone ?? 0, byIp: row?.byIp ?? 0 };
}

export async function deleteLoginAttempt(db: Db, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** After a successful sign-in the phone's failures are forgiven; the address keeps its count. */
export async function forgetPhoneFailures(db: Db, phone: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.phone, phone));
}

export async function purgeOldLoginAttempts(db: Db, phone: string, ip: string, before: Date) {
  await db
    .delete(loginAttempts)
    .where(
      and(or(eq(loginAttempts.phone, phone), eq(loginAttempts.ip, ip)), lt(loginAttempts.createdAt, before)),
    );
}

// ---- recovery ----

/**
 * Runs `decide` under a per-phone lock (a PostgreSQL advisory lock held until the transaction ends), so that
 * concurrent requests from any number of API processes see each other's SMS requests.
 */
export async function withPhoneLock<T>(db: Db, phone: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    return fn(tx as unknown as Db);
  });
}

export async function smsRequestTimes(db: Db, phone: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: smsRequests.createdAt })
    .from(smsRequests)
    .where(and(eq(smsRequests.phone, phone), gt(smsRequests.createdAt, since)));
  return rows.map((r) => r.at);
}

export async function recordSmsRequest(db: Db, phone: string, purpose: string, now: Date, purgeBefore: Date) {
  await db
    .delete(smsRequests)
    .where(and(eq(smsRequests.phone, phone), lt(smsRequests.createdAt, purgeBefore)));
  await db.insert(smsRequests).values({ phone, purpose, createdAt: now });
}

/** Requests for numbers nobody registered are kept only while their tokens could still be tried. */
export async function purgeUnsentRecoveries(db: Db, expiredBefore: Date) {
  await db
    .delete(passwordRecoveries)
    .where(and(isNull(passwordRecoveries.userId), lt(passwordRecoveries.expiresAt, expiredBefore)));
}

export async function insertRecovery(db: Db, values: typeof passwordRecoveries.$inferInsert) {
  const [row] = await db.insert(passwordRecoveries).values(values).returning({ id: passwordRecoveries.id });
  return row!.id;
}

export async function findRecoveryByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(passwordRecoveries).where(eq(passwordRecoveries.tokenHash, tokenHash));
  return row;
}

/**
 * Uses up one try of an open recovery atomically and returns the number of tries used, or null when none was
 * left; concurrent guesses can never get more than the allowed tries between them.
 */
export async function takeRecoveryTry(db: Db, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(passwordRecoveries)
    .set({ attempts: sql`${passwordRecoveries.attempts} + 1` })
    .where(
      and(
        eq(passwordRecoveries.id, id),
        isNull(passwordRecoveries.closedAt),
        lt(passwordRecoveries.attempts, maxTries),
      ),
    )
    .returning({ attempts: passwordRecoveries.attempts });
  return row ? row.attempts : null;
}

export async function closeRecovery(db: Db, id: number, now: Date) {
  await db.update(passwordRecoveries).set({ closedAt: now }).where(eq(passwordRecoveries.id, id));
}

/**
 * Sets the new password, confirms the phone (the code came to it), revokes every session of the user and closes
 * every open recovery, all at once.
 */
export async function resetPassword(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        phoneConfirmedAt: sql`coalesce(${users.phoneConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordRecoveries)
      .set({ closedAt: now })
      .where(and(eq(passwordRecoveries.userId, userId), isNull(passwordRecoveries.closedAt)));
  });
}

// ---- schools and groups ----

export async function listSchools(db: Db) {
  return db
    .select({ id: schools.id, name: schools.name, city: schools.city })
    .from(schools)
    .orderBy(asc(schools.name), asc(schools.id));
}

export async function schoolsByPupils(db: Db, limit: number) {
  return db
    .select({ id: schools.id, name: schools.name, city: schools.city, pupils: count(users.id) })
    .from(schools)
    .innerJoin(groups, eq(groups.schoolId, schools.id))
    .innerJoin(users, eq(users.groupId, groups.id))
    .groupBy(schools.id)
    .orderBy(desc(count(users.id)), asc(schools.name))
    .limit(limit);
}

export async function groupsOfSchool(db: Db, schoolId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.schoolId, schoolId), isNull(groups.closedAt)))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function categoriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.id, ids));
}
