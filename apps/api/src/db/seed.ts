import { CATEGORY_CODES } from '@pdr/contract/catalog';
import type { Db } from './client.ts';
import { categories, themes } from './schema/content.ts';
import { settings } from './schema/settings.ts';

/** Reference data every install needs; safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORY_CODES.map((code, i) => ({ id: i + 1, code, position: i + 1 })))
    .onConflictDoNothing();
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
}

/**
 * True once any content pack was loaded: every pack brings themes (themes.json is required and not empty), and an
 * import retires a theme, never deletes it. Pages, theory, the offer and the site information are optional parts
 * of a pack, so none of them can tell a first start.
 */
export async function contentWasLoaded(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: themes.id }).from(themes).limit(1);
  return row !== undefined;
}
