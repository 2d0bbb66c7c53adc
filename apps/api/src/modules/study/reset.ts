import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Reset of statistics (spec sections 4 and 7, decision 073). Credit-test scores are read from the attempts, which
 * stay as the learner's history, so the reset is a time: only credit tests taken after it count again.
 */

/** The learner's latest reset as an SQL expression, '-infinity' when they never reset (every attempt counts). */
export function statisticResetAt(userId: SQLWrapper | number): SQL {
  return sql`coalesce((select r.reset_at from progress_resets r where r.user_id = ${userId}), '-infinity'::timestamptz)`;
}

/**
 * Clears the learner's learning progress in one transaction: block results, review cards (with the latest answers
 * that give the theme strengths), the unfinished test and the marathons' places; credit-test scores stop counting from now. Attempts (the history of tests
 * and exams), exam sessions and the free tariff's daily credit-test allowance stay.
 */
export async function resetStatistics(db: Db, userId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`delete from block_results where user_id = ${userId}`);
    await tx.execute(sql`delete from review_cards where user_id = ${userId}`);
    await tx.execute(sql`delete from test_sessions where user_id = ${userId}`);
    await tx.execute(sql`delete from marathons where user_id = ${userId}`);
    await tx.execute(sql`
      insert into progress_resets (user_id, reset_at) values (${userId}, ${at}::timestamptz)
      on conflict (user_id) do update set reset_at = excluded.reset_at`);
  });
}
