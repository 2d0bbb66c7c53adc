/**
 * The words of the bank's search (issue 51, item 1), without zod: the limits, and how a text and a query are cut
 * into words and compared, shared by the server's snippets, the web app's search on the device and its marks.
 */

/** The fewest letters (or digits) a query needs, and the most characters it may have. */
export const SEARCH_MIN_LETTERS = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results a search answers when the request names no limit, and the most it may ask for. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** The most words of a query that count: the rest are left out. */
export const SEARCH_MAX_WORDS = 8;

/** Where the query's words were found besides the question's text, or in it. */
export const SEARCH_PLACES = ['text', 'answer', 'comment'] as const;
export type SearchPlace = (typeof SEARCH_PLACES)[number];

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
