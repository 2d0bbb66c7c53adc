import { desc, eq, sql } from 'drizzle-orm';
import { FAVOURITES_MAX } from '@pdr/contract/favourites';
import type { Db } from '../../db/client.ts';
import { favourites } from '../../db/schema/favourites.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The favourites' reads and writes. A star is refused past FAVOURITES_MAX in its insert statement itself, as the
 * hourly caps are (lib/row-caps.ts). A count in a statement sees the rows committed when the statement began, so
 * two stars at 999 running at once on PostgreSQL would both find room: the star takes a lock on the learner's
 * favourites first, in its transaction, and its insert then begins after the other star's commit and counts it.
 */

/** The advisory lock class of the learner's favourites (any constant; 'fav!' in ASCII), the learner's id its key. */
const FAVOURITES_LOCK = 0x66617621;

export interface StarOutcome {
  /** The question is among the learner's favourites now (starred by this call or before). */
  favourite: boolean;
  /** How many the learner keeps now. */
  count: number;
}

/** Stars a question: idempotent, and no new row past FAVOURITES_MAX (then `favourite` is false). */
export async function star(db: Db, userId: number, questionId: number, at: Date): Promise<StarOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${FAVOURITES_LOCK}::integer, ${userId}::integer)`);
    // The outer select reads the rows as the statement began: `ins`'s row is not among them.
    const [row] = rowsOf<{ inserted: boolean; kept: boolean; count: number }>(
      await tx.execute(sql`
        with room as (
          select count(*) < ${FAVOURITES_MAX}::integer as ok from favourites where user_id = ${userId}::integer
        ), ins as (
          insert into favourites (user_id, question_id, created_at)
          select ${userId}::integer, ${questionId}::integer, ${at.toISOString()}::timestamptz
          where (select ok from room)
          on conflict do nothing
          returning question_id
        )
        select exists (select from ins) as inserted,
          exists (select from favourites where user_id = ${userId}::integer and question_id = ${questionId}::integer) as kept,
          (select count(*) from favourites where user_id = ${userId}::integer)::integer as count`),
    );
    const { inserted, kept, count } = row!;
    return { favourite: inserted || kept, count: count + (inserted ? 1 : 0) };
  });
}

export interface UnstarOutcome {
  /** The learner had the question among their favourites. */
  removed: boolean;
  count: number;
}

/** Unstars a question: idempotent. */
export async function unstar(db: Db, userId: number, questionId: number): Promise<UnstarOutcome> {
  const [row] = rowsOf<{ removed: boolean; count: number }>(
    await db.execute(sql`
      with del as (
        delete from favourites where user_id = ${userId}::integer and question_id = ${questionId}::integer
        returning question_id
      )
      select exists (select from del) as removed,
        (select count(*) from favourites where user_id = ${userId}::integer)::integer as count`),
  );
  const { removed, count } = row!;
  return { removed, count: count - (removed ? 1 : 0) };
}

export interface FavouriteRow {
  questionId: number;
  createdAt: Date;
}

/** The learner's favourites, newest first (favourites_user_created_idx). */
export async function favouritesOf(db: Db, userId: number): Promise<FavouriteRow[]> {
  return db
    .select({ questionId: favourites.questionId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.questionId));
}
