import { sql } from 'drizzle-orm';
import { currentLanguage, inLanguage } from '@pdr/contract/language';
import { learningMessages } from '@pdr/contract/learning';
import {
  excerpt,
  searchWords,
  wordsFound,
  type QuestionView,
  type SearchPlace,
  type SearchQuery,
  type SearchResponse,
} from '@pdr/contract/search';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { QuestionWithAnswers } from '../../plugins/content-cache.ts';
import {
  activeCategoryOf,
  forCategory,
  visibleByColumnsSql,
  type CategoryContent,
} from '../content/categories.ts';
import { hasPremium } from '../premium/access.ts';
import type { VersionedContext } from '../study/context.ts';
import { absoluteImageUrl, toQuestion } from '../study/payload.ts';

/** What a request works with: the content version came with the session (study/context.ts). */
export type SearchContext = VersionedContext;

/**
 * The best matches among the questions the category sees: every word of the query begins a word of the question's
 * document. Those whose text holds every word come first, then those whose answers do, then the rest (the
 * comment's), each in the bank's order. One table, no join: the documents carry the bank's order and the
 * categories (a join with questions and themes cost PGlite 7-11 ms a search against 2-3 for this, on the real
 * bank). The query is a parameter and its words are letters, digits and a number's dots only (searchWords), so
 * none is an operator of the query language.
 */
async function matchingIds(
  db: Db,
  words: readonly string[],
  category: string,
  limit: number,
): Promise<number[]> {
  // Each word as a word's beginning (`:*`), all of them (`&`).
  const query = sql`to_tsquery('simple', ${words.map((w) => `'${w}':*`).join(' & ')}::text)`;
  const visible = visibleByColumnsSql(
    sql`question_categories`,
    sql`theme_categories`,
    sql`${category}::text`,
  );
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select question_id as id from question_search
      where language = ${currentLanguage()}::text and document @@ ${query} and ${visible}
      order by case when title @@ ${query} then 0 when answers @@ ${query} then 1 else 2 end, bank_order
      limit ${limit}::integer`),
  );
  return rows.map((r) => r.id);
}

/** A comment's HTML as plain text. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&laquo;/g, '«')
    .replace(/&raquo;/g, '»')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where to show the match: the text when it holds every word, else the answer, then the comment, that holds a
 * word the text lacks (the first such).
 */
function snippetOf(q: QuestionWithAnswers, words: readonly string[]): { snippet: string; from: SearchPlace } {
  const inText = wordsFound(q.text, words);
  if (inText.size === words.length) return { snippet: excerpt(q.text, words), from: 'text' };
  const missing = words.filter((w) => !inText.has(w));
  const answer = q.answers.find((a) => wordsFound(a.text, missing).size > 0);
  if (answer) return { snippet: excerpt(answer.text, missing), from: 'answer' };
  const comment = plainText(q.notes);
  if (wordsFound(comment, missing).size > 0) return { snippet: excerpt(comment, missing), from: 'comment' };
  return { snippet: excerpt(q.text, words), from: 'text' };
}

function themeOf(content: CategoryContent, themeId: number) {
  return content.themes.find((t) => t.id === themeId);
}

/**
 * `GET /api/search`: the questions of the learner's active category that hold the query's words, best first,
 * each with its theme, a snippet and whether it is locked (a Premium theme, the learner without Premium).
 */
export async function searchQuestions(ctx: SearchContext, query: SearchQuery): Promise<SearchResponse> {
  const content = forCategory(await ctx.cache.at(ctx.version), activeCategoryOf(ctx.user));
  const premium = hasPremium(ctx.user.premiumUntil, ctx.now);
  const questions = currentLanguage() === 'en' ? content.english : content.questions;
  const words = searchWords(query.q);
  const ids = await matchingIds(ctx.db, words, content.category, query.limit);
  const results = ids.flatMap((id) => {
    const question = content.visible.has(id) ? questions.get(id) : undefined;
    const theme = question && themeOf(content, question.themeId);
    if (!question || !theme) return [];
    const { snippet, from } = snippetOf(question, words);
    return [
      {
        question_id: id,
        theme_id: theme.id,
        theme_number: theme.number,
        theme_title: inLanguage(theme.title, theme.titleEn),
        text: question.text,
        snippet,
        snippet_from: from,
        image: question.image ? absoluteImageUrl(ctx.publicUrl, question.image) : null,
        locked: !theme.free && !premium,
      },
    ];
  });
  return { results };
}

/**
 * `GET /api/questions/{id}`: a question of the learner's active category as a lesson reveals it (the right answer,
 * the comment); 404 for one the category does not see, 403 for a Premium theme's without Premium.
 */
export async function questionView(ctx: SearchContext, questionId: number): Promise<QuestionView> {
  const content = forCategory(await ctx.cache.at(ctx.version), activeCategoryOf(ctx.user));
  const questions = currentLanguage() === 'en' ? content.english : content.questions;
  const question = content.visible.has(questionId) ? questions.get(questionId) : undefined;
  const theme = question && themeOf(content, question.themeId);
  if (!question || !theme) throw notFound(learningMessages.questionNotFound);
  if (!theme.free && !hasPremium(ctx.user.premiumUntil, ctx.now))
    throw forbidden(learningMessages.premiumTheme);
  return {
    theme_id: theme.id,
    theme_number: theme.number,
    theme_title: inLanguage(theme.title, theme.titleEn),
    question: toQuestion(question, ctx.publicUrl, true),
  };
}
