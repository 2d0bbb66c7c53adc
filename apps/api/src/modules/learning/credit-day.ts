import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditTestDays } from '../../db/schema/learning.ts';
import { hasPremium, kyivDay } from './rules.ts';

/**
 * Whether a free learner has already finished today's credit test of a theme (one per theme and Kyiv day), so the
 * map can lock the star with its reason instead of offering a click that is refused with 403. A test started and
 * not finished today is not counted: starting again resumes it.
 */
export async function creditUsedToday(
  db: Db,
  user: { id: number; premiumUntil: Date | null },
  themeId: number,
  now: Date,
): Promise<boolean> {
  if (hasPremium(user.premiumUntil, now)) return false;
  const [row] = await db
    .select({ day: creditTestDays.day })
    .from(creditTestDays)
    .where(
      and(
        eq(creditTestDays.userId, user.id),
        eq(creditTestDays.themeId, themeId),
        eq(creditTestDays.day, kyivDay(now)),
        isNotNull(creditTestDays.attemptId),
      ),
    );
  return row !== undefined;
}
