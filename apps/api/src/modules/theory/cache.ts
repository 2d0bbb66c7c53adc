import { asc, isNull } from 'drizzle-orm';
import type { Language } from '@pdr/contract/language';
import type { Db } from '../../db/client.ts';
import { theories, theoryBlocks, theoryThemes } from '../../db/schema/content.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { readContentVersion } from '../../plugins/content-cache.ts';

/**
 * The live theory, kept in memory per content version as the questions are (plugins/content-cache.ts): theory
 * changes only with an import, and its tables bump the version (migration 0017). A theory screen then costs the
 * session lookup alone, which reads the version (routes.ts). A block's HTML is sanitised once per snapshot, when
 * it is first shown, not on every view.
 */
export interface TheorySnapshot {
  version: number;
  /** Live theories in their order, each with its live themes by number. */
  theories: readonly CachedTheory[];
  byId: ReadonlyMap<number, CachedTheory>;
  /** A theme's blocks in order in `language` (the English where a block has it), sanitised (memoised). */
  blocksOf(themeId: number, language: Language): readonly CachedBlock[];
}

export interface CachedTheory {
  id: number;
  name: string;
  /** The English names and titles, null where the pack gives none (decision 171). */
  nameEn: string | null;
  image: string | null;
  themes: readonly { id: number; number: number; title: string; titleEn: string | null }[];
}

export interface CachedBlock {
  /** Sanitised HTML, its pictures not yet signed (service.ts, theoryHtml). */
  content: string;
  images: readonly string[];
  videos: readonly string[];
  comment: string;
}

/** The live theory and the content version, in one read-only, repeatable-read transaction. */
export async function loadTheory(db: Db): Promise<TheorySnapshot> {
  const { version, theoryRows, themeRows, blockRows } = await db.transaction(
    async (tx) => ({
      version: await readContentVersion(tx),
      theoryRows: await tx
        .select({ id: theories.id, name: theories.name, nameEn: theories.nameEn, image: theories.image })
        .from(theories)
        .where(isNull(theories.retiredAt))
        .orderBy(asc(theories.position), asc(theories.id)),
      themeRows: await tx
        .select({
          id: theoryThemes.id,
          theoryId: theoryThemes.theoryId,
          number: theoryThemes.number,
          title: theoryThemes.title,
          titleEn: theoryThemes.titleEn,
        })
        .from(theoryThemes)
        .where(isNull(theoryThemes.retiredAt))
        .orderBy(asc(theoryThemes.number), asc(theoryThemes.id)),
      blockRows: await tx
        .select({
          themeId: theoryBlocks.theoryThemeId,
          content: theoryBlocks.content,
          images: theoryBlocks.images,
          videos: theoryBlocks.videos,
          comment: theoryBlocks.comment,
          contentEn: theoryBlocks.contentEn,
          commentEn: theoryBlocks.commentEn,
        })
        .from(theoryBlocks)
        .orderBy(asc(theoryBlocks.theoryThemeId), asc(theoryBlocks.position)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const themesOf = Map.groupBy(themeRows, (row) => row.theoryId);
  const list = theoryRows.map((t): CachedTheory => ({
    ...t,
    themes: (themesOf.get(t.id) ?? []).map(({ theoryId: _, ...theme }) => theme),
  }));
  const rawBlocks = Map.groupBy(blockRows, (row) => row.themeId);
  const clean = new Map<string, readonly CachedBlock[]>();
  return {
    version,
    theories: list,
    byId: new Map(list.map((t) => [t.id, t])),
    blocksOf(themeId, language) {
      const key = `${language}${themeId}`;
      let blocks = clean.get(key);
      if (blocks === undefined) {
        const english = language === 'en';
        blocks = (rawBlocks.get(themeId) ?? []).map((b) => ({
          images: b.images,
          videos: b.videos,
          content: sanitizeHtml(english && b.contentEn !== null ? b.contentEn : b.content),
          comment: sanitizeHtml(english && b.commentEn !== null ? b.commentEn : b.comment),
        }));
        clean.set(key, blocks);
      }
      return blocks;
    },
  };
}
