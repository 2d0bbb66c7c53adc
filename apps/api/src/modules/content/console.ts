import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import { CATEGORY_CODES } from '@pdr/contract/catalog';
import type { Db } from '../../db/client.ts';
import { questions, themes } from '../../db/schema/content.ts';
import { settings, siteInfo } from '../../db/schema/settings.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { forCategory } from './categories.ts';

/**
 * The pack loaded now: version, themes, live and retired questions, and per licence category the questions a
 * learner of it gets, read through `forCategory` (a question counts when both it and its theme apply), so the
 * console's figure is the one the learner's map adds up to.
 */
export async function contentInfo(db: Db, cache: ContentCache) {
  const [[version], [themeCount], [live], [retired], [site]] = await Promise.all([
    db.select({ v: settings.contentVersion }).from(settings).where(eq(settings.id, 1)),
    db.select({ n: count() }).from(themes),
    db.select({ n: count() }).from(questions).where(isNull(questions.retiredAt)),
    db.select({ n: count() }).from(questions).where(isNotNull(questions.retiredAt)),
    db.select({ demo: siteInfo.demo }).from(siteInfo).where(eq(siteInfo.id, 1)),
  ]);
  const content = await cache.at(version?.v ?? 0);
  return {
    content_version: version?.v ?? 0,
    themes: themeCount?.n ?? 0,
    questions: live?.n ?? 0,
    retired: retired?.n ?? 0,
    per_category: CATEGORY_CODES.map((code) => ({
      code,
      questions: forCategory(content, code).visible.size,
    })),
    demo: site?.demo ?? null,
  };
}
