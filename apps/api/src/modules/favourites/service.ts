import {
  favouriteMessages,
  type FavouriteIdsResponse,
  type FavouriteState,
  type FavouritesResponse,
} from '@pdr/contract/favourites';
import { currentLanguage, inLanguage } from '@pdr/contract/language';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache, ContentSnapshot } from '../../plugins/content-cache.ts';
import { activeCategoryOf, forCategory } from '../content/categories.ts';
import { absoluteImageUrl } from '../study/payload.ts';
import { favouritesOf, star, unstar } from './repository.ts';

/** What a favourites request works with; the content version came with the session (routes.ts). */
export interface FavouritesContext {
  db: Db;
  cache: ContentCache;
  user: AuthUser;
  /** The content version read with the session. */
  version: number;
  publicUrl: string;
  now: Date;
}

/** A question of the current content (any category's: the list shows the active category's only). */
function assertQuestion(content: ContentSnapshot, questionId: number): void {
  if (!content.questions.has(questionId)) throw notFound(favouriteMessages.questionGone);
}

/** Stars a question of the current content; 422 when the learner keeps FAVOURITES_MAX already. */
export async function starQuestion(ctx: FavouritesContext, questionId: number): Promise<FavouriteState> {
  assertQuestion(await ctx.cache.at(ctx.version), questionId);
  const { favourite, count } = await star(ctx.db, ctx.user.id, questionId, ctx.now);
  if (!favourite) throw new HttpError(422, favouriteMessages.tooMany);
  return { question_id: questionId, favourite, count };
}

/** Unstars a question; one that is gone from the content may still be unstarred while the learner keeps it. */
export async function unstarQuestion(ctx: FavouritesContext, questionId: number): Promise<FavouriteState> {
  const { removed, count } = await unstar(ctx.db, ctx.user.id, questionId);
  if (!removed) assertQuestion(await ctx.cache.at(ctx.version), questionId);
  return { question_id: questionId, favourite: false, count };
}

/** The learner's favourites that their active category has, newest first, in the request's language. */
export async function listFavourites(ctx: FavouritesContext): Promise<FavouritesResponse> {
  const rows = await favouritesOf(ctx.db, ctx.user.id);
  const content = forCategory(await ctx.cache.at(ctx.version), activeCategoryOf(ctx.user));
  const questions = currentLanguage() === 'en' ? content.english : content.questions;
  const themes = new Map(content.themes.map((t) => [t.id, t]));
  const favourites = rows.flatMap(({ questionId, createdAt }) => {
    const question = content.visible.has(questionId) ? questions.get(questionId) : undefined;
    const theme = question && themes.get(question.themeId);
    if (!question || !theme) return [];
    return [
      {
        question_id: questionId,
        theme_id: theme.id,
        theme_number: theme.number,
        theme_title: inLanguage(theme.title, theme.titleEn),
        text: question.text,
        image: question.image ? absoluteImageUrl(ctx.publicUrl, question.image) : null,
        created_at: createdAt.toISOString(),
      },
    ];
  });
  return { favourites, count: favourites.length };
}

/** Every question the learner keeps, newest first. */
export async function favouriteIds(db: Db, user: AuthUser): Promise<FavouriteIdsResponse> {
  return { question_ids: (await favouritesOf(db, user.id)).map((r) => r.questionId) };
}
