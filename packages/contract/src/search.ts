import { z } from 'zod';
import { fieldMessages, hasControlChars, idParamSchema, int4Schema } from './fields.ts';
import { localized } from './language.ts';
import { questionSchema } from './learning.ts';

/**
 * Search of the question bank (issue 51, item 1): `GET /api/search?q=…&limit=…` finds the questions of the
 * learner's active category whose text, answers or comment hold every word of the query, each word matching a
 * word's beginning, case and apostrophe forms aside; `GET /api/questions/{id}` opens one with its right answer.
 * The server matches with the database's text search (modules/search); the web app matches the same way over the
 * themes saved on the device when the network is off, and highlights the words with `matchesWord`.
 */

/** The fewest letters (or digits) a query needs, and the most characters it may have. */
export const SEARCH_MIN_LETTERS = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results a search answers when the request names no limit, and the most it may ask for. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** The most words of a query that count: the rest are left out. */
export const SEARCH_MAX_WORDS = 8;

export const searchMessages = localized({
  uk: {
    tooShort: `Введіть щонайменше ${SEARCH_MIN_LETTERS} літери`,
    tooLong: `Запит може мати до ${SEARCH_MAX_LENGTH} символів`,
  },
  en: {
    tooShort: `Type at least ${SEARCH_MIN_LETTERS} letters`,
    tooLong: `A query may have up to ${SEARCH_MAX_LENGTH} characters`,
  },
});

// The apostrophe's forms in Ukrainian texts: the typewriter one, the right quotation mark, the modifier letter
// and the backtick some keyboards give. They are dropped, so that "під'їзд" and "підʼїзд" are one word.
const APOSTROPHES = /['’ʼ`]/g;
// A word: letters and digits, joined by an apostrophe, and a number's dots ("5.16", "10.1"), as the database's
// parser keeps a number whole.
const WORD = /[\p{L}\p{N}]+(?:(?:['’ʼ`]|\.(?=\p{N}))[\p{L}\p{N}]+)*/gu;

/** A text as search compares it: lower case, apostrophes dropped. */
export function searchForm(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, '');
}

/** The query's words in search form, each once, at most SEARCH_MAX_WORDS. */
export function searchWords(query: string): string[] {
  return [...new Set(searchForm(query).match(WORD) ?? [])].slice(0, SEARCH_MAX_WORDS);
}

/** The words of a text (in search form) with where each stands in it, for highlighting. */
export function wordsOf(text: string): Array<{ start: number; end: number; word: string }> {
  return [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: searchForm(m[0]),
  }));
}

/** The query's words that begin some word of a text. */
export function wordsFound(text: string, queryWords: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const { word } of wordsOf(text)) for (const q of queryWords) if (word.startsWith(q)) found.add(q);
  return found;
}

/** A word of a text (in search form) that one of the query's words begins. */
export function matchesWord(word: string, queryWords: readonly string[]): boolean {
  return queryWords.some((q) => word.startsWith(q));
}

const SNIPPET_LENGTH = 160;
/** How much of the text before the first matched word a cut snippet keeps. */
const SNIPPET_LEAD = 50;

/** Up to SNIPPET_LENGTH characters of a text around its first matched word, cut at spaces, with '…'. */
export function excerpt(text: string, words: readonly string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const first = wordsOf(text).find((w) => matchesWord(w.word, words));
  let start = Math.max(0, (first?.start ?? 0) - SNIPPET_LEAD);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

const letterCount = (query: string) => searchWords(query).join('').length;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: () => searchMessages.tooShort })
    .max(SEARCH_MAX_LENGTH, { error: () => searchMessages.tooLong })
    .refine((q) => !hasControlChars(q), { error: () => fieldMessages.controlChars })
    .refine((q) => letterCount(q) >= SEARCH_MIN_LETTERS, { error: () => searchMessages.tooShort }),
  limit: z.coerce
    .number({ error: () => fieldMessages.notInteger })
    .pipe(int4Schema(1, SEARCH_MAX_LIMIT))
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Where the query's words were found besides the question's text, or in it. */
export const SEARCH_PLACES = ['text', 'answer', 'comment'] as const;
export type SearchPlace = (typeof SEARCH_PLACES)[number];

export const searchResultSchema = z
  .object({
    question_id: z.number().int(),
    theme_id: z.number().int(),
    theme_number: z.number().int(),
    theme_title: z.string(),
    /** The question's text in the request's language. */
    text: z.string(),
    /**
     * A line around the words where they were found: the text itself when it holds them all, else the answer or
     * the comment that holds a word the text lacks. Plain text; the screen highlights the words itself.
     */
    snippet: z.string(),
    snippet_from: z.enum(SEARCH_PLACES),
    /** The question's picture, an absolute address, or null. */
    image: z.string().nullable(),
    /** A Premium theme and the learner without Premium: the question opens to the Premium offer, not its answer. */
    locked: z.boolean(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The best matches first: the text's words weigh most, then the answers', then the comment's. */
export const searchResponseSchema = z
  .object({ results: z.array(searchResultSchema) })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const questionViewParamsSchema = z.object({ id: idParamSchema() });

/** `GET /api/questions/{id}`: a question of the learner's category as a lesson reveals it, with its theme. */
export const questionViewSchema = z
  .object({
    theme_id: z.number().int(),
    theme_number: z.number().int(),
    theme_title: z.string(),
    question: questionSchema,
  })
  .meta({ id: 'QuestionView' });
export type QuestionView = z.infer<typeof questionViewSchema>;
