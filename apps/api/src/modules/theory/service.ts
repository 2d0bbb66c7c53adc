import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { TheoriesResponse, TheoryContentResponse, TheoryResponse } from '@pdr/contract/theory';
import type { Db } from '../../db/client.ts';
import { theories, theoryBlocks, theoryThemes } from '../../db/schema/content.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { signImage } from '../../lib/image-signature.ts';
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

/** Where and how theory picture addresses are made: this server's base address and the signing key and time. */
export interface PictureAddresses {
  base: string;
  secret: string;
  now: Date;
}

/**
 * A stored theory picture name as an absolute, signed address of this server: theory pictures are Premium content,
 * and the picture route serves them only with a valid signature (plugins/images.ts). `&` as HTML writes it, for
 * addresses inside HTML.
 */
export function theoryImageUrl(at: PictureAddresses, file: string, ampersand = '&'): string {
  const { expires, sig } = signImage(at.secret, `theory/${file}`, at.now);
  return `${at.base.replace(/\/$/, '')}/images/theory/${encodeURIComponent(file)}?expires=${expires}${ampersand}sig=${sig}`;
}

/** Sanitised HTML whose `images/theory/…` pictures (stored relative by the importer) get signed addresses. */
export function theoryHtml(at: PictureAddresses, html: string): string {
  return sanitizeHtml(html).replace(
    /(<img\b[^>]*?\bsrc=")\/?images\/theory\/([^"]+)"/gi,
    (_whole, start: string, file: string) => `${start}${theoryImageUrl(at, file, '&amp;')}"`,
  );
}

export async function listTheories(db: Db, pictures: PictureAddresses): Promise<TheoriesResponse> {
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
      image_url: r.image ? theoryImageUrl(pictures, r.image) : null,
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
  pictures: PictureAddresses,
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
          content: theoryHtml(pictures, b.content),
          images: b.images.map((file) => theoryImageUrl(pictures, file)),
          videos: b.videos,
          comment: sanitizeHtml(b.comment),
        })),
      },
      themes_count: themes.length,
      position: index + 1,
      previous_theme: previous ? { id: previous.id } : null,
      next_theme: next ? { id: next.id } : null,
    },
  };
}
