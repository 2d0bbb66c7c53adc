import {
  FAVOURITES_RUN_SIZE,
  favouriteMessages,
  type FavouriteIdsResponse,
  type FavouriteState,
  type FavouritesResponse,
  type FavouritesResultBody,
} from '@pdr/contract/favourites';
import { currentLanguage, inLanguage } from '@pdr/contract/language';
import { learningMessages, type ResultOutcome } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentSnapshot } from '../../plugins/content-cache.ts';
import { activeCategoryOf, forCategory, type CategoryContent } from '../content/categories.ts';
import { hasPremium } from '../premium/access.ts';
import { recordCardSession, type CardSessionResultRow } from '../study/card-session.ts';
import type { VersionedContext } from '../study/context.ts';
import {
  absoluteImageUrl,
  questionListData,
  questionsPayload,
  type QuestionsPayload,
} from '../study/payload.ts';
import { loadQuestions, openSession } from '../study/repository.ts';
import { favouritesOf, star, unstar } from './repository.ts';

/** What a favourites request works with; the content version came with the session (routes.ts). */
export type FavouritesContext = VersionedContext;

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

/**
 * Why a question may not be run among favourites now, or null when it may: it must be one the learner's active
 * category shows, in a theme open to them (a free learner's favourites of Premium themes wait for Premium).
 */
function runRefusal(content: CategoryContent, questionId: number, premium: boolean): string | null {
  const question = content.visible.has(questionId) ? content.questions.get(questionId) : undefined;
  const theme = question && content.themes.find((t) => t.id === question.themeId);
  if (!theme) return favouriteMessages.notInFavourites;
  return theme.free || premium ? null : learningMessages.premiumTheme;
}

/** Fisher-Yates, in place. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * 'Пройти обрані': up to FAVOURITES_RUN_SIZE of the learner's favourites that they may run now, drawn at random
 * so that a long list comes round, served as a lesson (the right answer shown after a wrong one) and remembered as
 * the test in progress; 404 when none may be run.
 */
export async function favouritesRun(ctx: FavouritesContext): Promise<QuestionsPayload> {
  const category = activeCategoryOf(ctx.user);
  const content = forCategory(await ctx.cache.at(ctx.version), category);
  const premium = hasPremium(ctx.user.premiumUntil, ctx.now);
  const runnable = (await favouritesOf(ctx.db, ctx.user.id))
    .map((r) => r.questionId)
    .filter((id) => runRefusal(content, id, premium) === null);
  if (runnable.length === 0) throw notFound(favouriteMessages.nothingToRun);
  const ids = shuffle(runnable).slice(0, FAVOURITES_RUN_SIZE);
  const list = await loadQuestions(ctx.db, content, ids);
  const started = await openSession(
    ctx.db,
    ctx.user.id,
    { type: 'favourites', themeId: null, blockIdx: null, questionIds: list.map((q) => q.id), category },
    null,
  );
  return questionsPayload(
    {
      type: 'favourites',
      theme_id: null,
      idx: null,
      count: list.length,
      reveal: true,
      started_at: started.toISOString(),
    },
    questionListData(list, ctx.publicUrl, true),
  );
}

/**
 * Scores the favourites run and records it once by attempt id (study/card-session.ts); its answers move the review
 * cards. Any question the learner may run counts, so a result sent after a star was taken off still lands.
 */
export function recordFavouritesRun(
  ctx: FavouritesContext,
  body: FavouritesResultBody,
  read: CardSessionResultRow,
): Promise<ResultOutcome> {
  const premium = hasPremium(ctx.user.premiumUntil, ctx.now);
  const category = activeCategoryOf(ctx.user);
  return recordCardSession(ctx.db, ctx.cache, ctx.user, body, ctx.now, read, {
    type: 'favourites',
    size: FAVOURITES_RUN_SIZE,
    refusal: (questionId, content) => runRefusal(forCategory(content, category), questionId, premium),
  });
}
