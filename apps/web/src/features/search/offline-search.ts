import type { Question } from '@pdr/contract/learning';
import {
  excerpt,
  SEARCH_DEFAULT_LIMIT,
  searchWords,
  wordsFound,
  type SearchPlace,
} from '@pdr/contract/search-words';
import { currentUserId, savedThemes } from '@/lib/offline-store.ts';

/** A match among the themes saved on the device: the saved question itself opens it, with no network. */
export interface DeviceMatch {
  question: Question;
  themeId: number;
  themeTitle: string;
  snippet: string;
  snippetFrom: SearchPlace;
}

/** A comment's HTML as plain text (the device keeps it as the server sent it, sanitised). */
function plain(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The server's search (modules/search) over the themes saved on this device: every word must begin a word of the
 * question's text, answers or comment; the text's matches weigh 3, an answer's 2, the comment's 1, then the
 * themes' and questions' order. The snippet comes
 * from the text, or the answer or comment that holds a word the text lacks, as the server's does.
 */
export async function searchOnDevice(query: string, limit = SEARCH_DEFAULT_LIMIT): Promise<DeviceMatch[]> {
  const user = currentUserId();
  if (user === null) return [];
  const words = searchWords(query);
  if (words.length === 0) return [];
  const themes = (await savedThemes(user)).sort((a, b) => a.themeId - b.themeId);
  const scored: Array<DeviceMatch & { score: number; order: number }> = [];
  for (const theme of themes) {
    for (const question of theme.questions) {
      const inText = wordsFound(question.question, words);
      const answers = question.answers.map((a) => ({ text: a.answer, found: wordsFound(a.answer, words) }));
      const comment = plain(question.notes);
      const inComment = wordsFound(comment, words);
      const any = new Set([...inText, ...answers.flatMap((a) => [...a.found]), ...inComment]);
      if (any.size < words.length) continue;
      const inAnswers = new Set(answers.flatMap((a) => [...a.found]));
      const score = words.reduce(
        (sum, w) => sum + (inText.has(w) ? 3 : 0) + (inAnswers.has(w) ? 2 : 0) + (inComment.has(w) ? 1 : 0),
        0,
      );
      const missing = words.filter((w) => !inText.has(w));
      const answer =
        missing.length > 0 ? answers.find((a) => missing.some((w) => a.found.has(w))) : undefined;
      const where: { snippet: string; snippetFrom: SearchPlace } =
        missing.length === 0
          ? { snippet: excerpt(question.question, words), snippetFrom: 'text' }
          : answer
            ? { snippet: excerpt(answer.text, missing), snippetFrom: 'answer' }
            : { snippet: excerpt(comment, missing), snippetFrom: 'comment' };
      scored.push({
        question,
        themeId: theme.themeId,
        themeTitle: theme.title,
        ...where,
        score,
        order: scored.length,
      });
    }
  }
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ score: _score, order: _order, ...match }) => match);
}
