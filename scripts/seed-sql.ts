// Raw SQL for the seed scripts (scripts/seed-scale.ts and scripts/seed-scale-activity.ts), in a module of its own so
// that neither imports the other back.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';

export async function run(db: Db, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}

export async function scalar(db: Db, query: string): Promise<number> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
