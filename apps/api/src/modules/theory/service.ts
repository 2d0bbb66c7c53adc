import {
  theoryMessages,
  type TheoriesResponse,
  type TheoryContentResponse,
  type TheoryResponse,
} from '@pdr/contract/theory';
import { currentLanguage, inLanguage } from '@pdr/contract/language';
import type { CachedTheory, TheorySnapshot } from './cache.ts';
import { signImage } from '../../lib/image-signature.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Theory is a Premium feature: refused by the API, not only hidden in the app. */
export function assertPremium(user: AuthUser, now: Date): void {
  if (!user.premiumUntil || user.premiumUntil.getTime() <= now.getTime())
    throw forbidden(theoryMessages.premiumOnly);
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

/** Sanitised HTML (cache.ts) whose `images/theory/…` pictures (stored relative by the importer) get signed addresses. */
export function theoryHtml(at: PictureAddresses, clean: string): string {
  return clean.replace(
    /(<img\b[^>]*?\bsrc=")\/?images\/theory\/([^"]+)"/gi,
    (_whole, start: string, file: string) => `${start}${theoryImageUrl(at, file, '&amp;')}"`,
  );
}

export function listTheories(snapshot: TheorySnapshot, pictures: PictureAddresses): TheoriesResponse {
  return {
    data: snapshot.theories.map((t) => ({
      id: t.id,
      name: inLanguage(t.name, t.nameEn),
      image_url: t.image ? theoryImageUrl(pictures, t.image) : null,
      theme_count: t.themes.length,
    })),
  };
}

function liveTheory(snapshot: TheorySnapshot, id: number): CachedTheory {
  const theory = snapshot.byId.get(id);
  if (!theory) throw notFound(theoryMessages.noTheory);
  return theory;
}

export function getTheory(snapshot: TheorySnapshot, id: number): TheoryResponse {
  const theory = liveTheory(snapshot, id);
  return {
    data: {
      theory_id: theory.id,
      theory_name: inLanguage(theory.name, theory.nameEn),
      themes: theory.themes.map(({ id, number, title, titleEn }) => ({
        id,
        number,
        title: inLanguage(title, titleEn),
      })),
    },
  };
}

export function getTheoryContent(
  snapshot: TheorySnapshot,
  pictures: PictureAddresses,
  id: number,
  contentId: number,
): TheoryContentResponse {
  const { themes } = liveTheory(snapshot, id);
  const index = themes.findIndex((t) => t.id === contentId);
  const theme = themes[index];
  if (!theme) throw notFound(theoryMessages.noTheme);
  const previous = themes[index - 1];
  const next = themes[index + 1];
  return {
    data: {
      content: {
        number: theme.number,
        title: inLanguage(theme.title, theme.titleEn),
        blocks: snapshot.blocksOf(theme.id, currentLanguage()).map((b) => ({
          content: theoryHtml(pictures, b.content),
          images: b.images.map((file) => theoryImageUrl(pictures, file)),
          videos: [...b.videos],
          comment: b.comment,
        })),
      },
      themes_count: themes.length,
      position: index + 1,
      previous_theme: previous ? { id: previous.id } : null,
      next_theme: next ? { id: next.id } : null,
    },
  };
}
