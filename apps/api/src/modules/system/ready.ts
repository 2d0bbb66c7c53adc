import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { errorMessages } from '@pdr/contract/errors';
import { migrationsFolder, type Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}
let journal: Journal | undefined;

/** The migrations this build brings (drizzle/meta/_journal.json), read once. */
function migrationsOfThisBuild(): Journal['entries'] {
  journal ??= JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries;
}

/**
 * Why this instance should not get traffic yet, in the request's language, or null when it is ready: the database answers and
 * every migration of this build is applied (Drizzle's migrator applies those newer than the last one it recorded).
 */
export async function notReadyReason(database: Database): Promise<string | null> {
  let last: number;
  try {
    const result = await database.db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    last = Number(rowsOf<{ last: string | number | null }>(result)[0]?.last ?? 0);
  } catch {
    if (!(await database.ping())) return errorMessages.databaseDown;
    last = 0;
  }
  const pending = migrationsOfThisBuild().filter((m) => m.when > last);
  if (pending.length === 0) return null;
  return errorMessages.schemaBehind(pending.length, pending[0]!.tag);
}
