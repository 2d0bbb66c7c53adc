import { asc, isNull } from 'drizzle-orm';
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
  /** A theme's blocks in order, sanitised (memoised per snapshot). */
  blocksOf(themeId: number): readonly CachedBlock[];
}

export interface CachedTheory {
  id: number;
  name: string;
  image: string | null;
  themes: readonly { id: number; number: number; title: string }[];
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
        .select({ id: theories.id, name: theories.name, image: theories.image })
        .from(theories)
        .where(isNull(theories.retiredAt))
        .orderBy(asc(theories.position), asc(theories.id)),
      themeRows: await tx
        .select({
          id: theoryThemes.id,
          theoryId: theoryThemes.theoryId,
          number: theoryThemes.number,
          title: theoryThemes.title,
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
  const clean = new Map<number, readonly CachedBlock[]>();
  return {
    version,
    theories: list,
    byId: new Map(list.map((t) => [t.id, t])),
    blocksOf(themeId) {
      let blocks = clean.get(themeId);
      if (blocks === undefined) {
        blocks = (rawBlocks.get(themeId) ?? []).map(({ themeId: _, ...b }) => ({
          ...b,
          content: sanitizeHtml(b.content),
          comment: sanitizeHtml(b.comment),
        }));
        clean.set(themeId, blocks);
      }
      return blocks;
    },
  };
}
