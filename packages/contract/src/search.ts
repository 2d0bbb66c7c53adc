import { z } from 'zod';
import { fieldMessages, hasControlChars, idParamSchema, int4Schema } from './fields.ts';
import { localized } from './language.ts';
import { questionSchema } from './learning.ts';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LETTERS,
  SEARCH_PLACES,
  searchWords,
} from './search-words.ts';

export * from './search-words.ts';

/**
 * Search of the question bank (issue 51, item 1): `GET /api/search?q=…&limit=…` finds the questions of the
 * learner's active category whose text, answers or comment hold every word of the query, each word matching a
 * word's beginning, case and apostrophe forms aside; `GET /api/questions/{id}` opens one with its right answer.
 * The server matches with the database's text search (modules/search); the web app matches the same way over the
 * themes saved on the device when the network is off, and highlights the words with `matchesWord`.
 */

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
