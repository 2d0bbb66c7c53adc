import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { TheoriesResponse, TheoryContentResponse, TheoryResponse } from '@pdr/contract/theory';
import type { Db } from '../../db/client.ts';
import { theories, theoryBlocks, theoryThemes } from '../../db/schema/content.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const MESSAGES = {
  premiumOnly: 'Теорія доступна з тарифом Преміум',
  noTheory: 'Теорію не знайдено',
  noTheme: 'Тему теорії не знайдено',
};

/** Theory is a Premium feature: refused by the API, not only hidden in the app. */
export function assertPremium(user: AuthUser, now: Date): void {
  if (!user.premiumUntil || user.premiumUntil.getTime() <= now.getTime())
    throw forbidden(MESSAGES.premiumOnly);
}

/** A stored theory picture name as an absolute address of this server. */
export function theoryImageUrl(publicUrl: string, file: string): string {
  return `${publicUrl.replace(/\/$/, '')}/images/theory/${encodeURIComponent(file)}`;
}

/** Sanitised HTML whose `images/theory/…` pictures (stored relative by the importer) point at this server. */
export function theoryHtml(publicUrl: string, html: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return sanitizeHtml(html).replace(/(<img\b[^>]*?\bsrc=")\/?(images\/theory\/[^"]+")/gi, `$1${base}/$2`);
}

export async function listTheories(db: Db, publicUrl: string): Promise<TheoriesResponse> {
  const rows = await db
    .select({
      id: theories.id,
      name: theories.name,
      image: theories.image,
      themeCount: count(theoryThemes.id),
    })
    .from(theories)
    .leftJoin(theoryThemes, and(eq(theoryThemes.theoryId, theories.id), isNull(theoryThemes.retiredAt)))
    .where(isNull(theories.retiredAt))
    .groupBy(theories.id)
    .orderBy(asc(theories.position), asc(theories.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      image_url: r.image ? theoryImageUrl(publicUrl, r.image) : null,
      theme_count: r.themeCount,
    })),
  };
}

async function liveTheory(db: Db, id: number) {
  const [theory] = await db
    .select()
    .from(theories)
    .where(and(eq(theories.id, id), isNull(theories.retiredAt)));
  if (!theory) throw notFound(MESSAGES.noTheory);
  const themes = await db
    .select({ id: theoryThemes.id, number: theoryThemes.number, title: theoryThemes.title })
    .from(theoryThemes)
    .where(and(eq(theoryThemes.theoryId, id), isNull(theoryThemes.retiredAt)))
    .orderBy(asc(theoryThemes.number), asc(theoryThemes.id));
  return { theory, themes };
}

export async function getTheory(db: Db, id: number): Promise<TheoryResponse> {
  const { theory, themes } = await liveTheory(db, id);
  return { data: { theory_id: theory.id, theory_name: theory.name, themes } };
}

export async function getTheoryContent(
  db: Db,
  publicUrl: string,
  id: number,
  contentId: number,
): Promise<TheoryContentResponse> {
  const { themes } = await liveTheory(db, id);
  const index = themes.findIndex((t) => t.id === contentId);
  const theme = themes[index];
  if (!theme) throw notFound(MESSAGES.noTheme);
  const blocks = await db
    .select()
    .from(theoryBlocks)
    .where(eq(theoryBlocks.theoryThemeId, theme.id))
    .orderBy(asc(theoryBlocks.position));
  const previous = themes[index - 1];
  const next = themes[index + 1];
  return {
    data: {
      content: {
        number: theme.number,
        title: theme.title,
        blocks: blocks.map((b) => ({
          content: theoryHtml(publicUrl, b.content),
          images: b.images.map((file) => theoryImageUrl(publicUrl, file)),
          videos: b.videos,
          comment: sanitizeHtml(b.comment),
        })),
      },
      themes_count: themes.length,
      previous_theme: previous ? { id: previous.id } : null,
      next_theme: next ? { id: next.id } : null,
    },
  };
}
