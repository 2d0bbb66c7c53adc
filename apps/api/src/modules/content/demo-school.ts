import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, schools, users } from '../../db/schema/accounts.ts';

export const DEMO_SCHOOL_NAME = 'Автошкола «Світлофор»';
export const DEMO_GROUP_NAME = 'Демо-група';
/** Printed in the docs as 123 45 678; try it with /#/?code=12345678 on a fresh install. */
export const DEMO_GROUP_CODE = '12345678';

/**
 * A new demo install (the start that loads a demo pack, with no schools and no users yet) gets one demo school
 * with one group, so that registration with a group code and the school lists can be tried at once. A site with
 * real content never gets it, and an operator who deleted it never gets it back.
 */
export async function ensureDemoSchool(db: Db): Promise<boolean> {
  const [[s], [u]] = await Promise.all([
    db.select({ n: count() }).from(schools),
    db.select({ n: count() }).from(users),
  ]);
  if ((s?.n ?? 0) > 0 || (u?.n ?? 0) > 0) return false;
  const [school] = await db.insert(schools).values({ name: DEMO_SCHOOL_NAME, city: 'Київ' }).returning();
  await db
    .insert(groups)
    .values({ schoolId: school!.id, name: DEMO_GROUP_NAME, code: DEMO_GROUP_CODE })
    .onConflictDoNothing();
  return true;
}

/**
 * Closes the demo group once the site's content is no longer a demo: its code is printed in the docs, so on a real
 * site anyone could join it. Its pupils stay in it with their history. True when it was open.
 */
export async function closeDemoGroup(db: Pick<Db, 'update'>, now: Date): Promise<boolean> {
  const closed = await db
    .update(groups)
    .set({ closedAt: now })
    .where(and(eq(groups.code, DEMO_GROUP_CODE), eq(groups.name, DEMO_GROUP_NAME), isNull(groups.closedAt)))
    .returning({ id: groups.id });
  return closed.length > 0;
}
