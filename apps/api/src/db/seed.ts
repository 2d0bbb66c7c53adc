import { count } from 'drizzle-orm';
import { CATEGORY_CODES } from '@pdr/contract/catalog';
import type { Db } from './client.ts';
import { categories, pages } from './schema/content.ts';
import { settings } from './schema/settings.ts';

/** Reference data every install needs; safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORY_CODES.map((code, i) => ({ id: i + 1, code, position: i + 1 })))
    .onConflictDoNothing();
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
}

export async function hasContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages);
  return (row?.n ?? 0) > 0;
}
