import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { param as p, preparedSql } from '../../db/prepared-sql.ts';
import { hasPremium } from '../premium/access.ts';
import { kyivDay } from '../../lib/kyiv-day.ts';
import { rowsOf } from '../../db/rows.ts';

/*
 * A free learner's credit tests: one per theme and Kyiv day, kept in credit_test_days (decisions 130, 137). Each
 * question below is one prepared statement: sent through the query builder they were two or three statements,
 * each built and planned anew, on a free learner's every credit test.
 */

const userId = sql`${p('userId')}::integer`;
const themeId = sql`${p('themeId')}::integer`;
const day = sql`${p('day')}::date`;
const finishedToday = sql`exists (select from credit_test_days
  where user_id = ${userId} and theme_id = ${themeId} and day = ${day} and attempt_id is not null)`;

const statements = perDatabase((db: Db) => ({
  usedToday: preparedSql(db, 'credit_day_used', sql`select ${finishedToday} as used`),
  // The insert runs whatever the select finds (a data-modifying WITH always runs to completion); the select sees
  // the table as it was before it, so a day opened now is not finished.
  openToday: preparedSql(
    db,
    'credit_day_open_today',
    sql`with opened as (
      insert into credit_test_days (user_id, theme_id, day) values (${userId}, ${themeId}, ${day})
      on conflict do nothing
    ) select ${finishedToday} as used`,
  ),
  openAny: preparedSql(
    db,
    'credit_day_open_any',
    sql`with open as (
      select from credit_test_days where user_id = ${userId} and theme_id = ${themeId} and attempt_id is null limit 1
    ), today as (
      insert into credit_test_days (user_id, theme_id, day)
      select ${userId}, ${themeId}, ${day} where not exists (select from open)
      on conflict do nothing
      returning day
    ) select exists (select from open) or exists (select from today) as open`,
  ),
}));

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
  const [row] = rowsOf<{ used: boolean }>(
    await statements(db).usedToday.execute({ userId: user.id, themeId, day: kyivDay(now) }),
  );
  return row?.used === true;
}

/**
 * A free learner opens a theme's credit test: today's day is opened unless it exists; true when today's was
 * finished already (the test is refused).
 */
export async function openCreditDayToday(
  db: Db,
  userId: number,
  themeId: number,
  now: Date,
): Promise<boolean> {
  const [row] = rowsOf<{ used: boolean }>(
    await statements(db).openToday.execute({ userId, themeId, day: kyivDay(now) }),
  );
  return row?.used === true;
}

/**
 * A free learner's open credit-test day of the theme, for a result. A credit test taken offline never asked for its
 * questions, so it opened no day: today's is opened now unless it is used already, and the rule stays one credit
 * test per theme and Kyiv day however the test began (decision 137).
 */
export async function openCreditDay(db: Db, userId: number, themeId: number, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await statements(db).openAny.execute({ userId, themeId, day: kyivDay(now) }),
  );
  return row?.open === true;
}
