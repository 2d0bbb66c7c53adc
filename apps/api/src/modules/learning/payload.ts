import type { Question } from '@pdr/contract/learning';
import { sanitizeHtml } from '../../lib/html.ts';
import type { QuestionWithAnswers } from './repository.ts';

const ABSOLUTE = /^(https?:)?\/\//i;

/** A content file name or path made absolute to this server (question images live under /images/question/). */
export function absoluteImageUrl(publicUrl: string, file: string): string {
  if (ABSOLUTE.test(file)) return file;
  const base = publicUrl.replace(/\/$/, '');
  if (file.startsWith('/')) return `${base}${file}`;
  if (file.startsWith('images/')) return `${base}/${file}`;
  return `${base}/images/question/${file.split('/').map(encodeURIComponent).join('/')}`;
}

// Sanitising the same notes again and again is wasted work; the cache is bounded and holds nothing that matters.
const notesCache = new Map<string, string>();
const NOTES_CACHE_MAX = 5000;

/** Sanitised notes HTML whose relative image paths point at this server. */
export function notesHtml(publicUrl: string, notes: string): string {
  const key = `${publicUrl}\u0000${notes}`;
  const cached = notesCache.get(key);
  if (cached !== undefined) return cached;
  const html = sanitizeHtml(notes).replace(
    /(<img\b[^>]*?\bsrc=")([^"]+)(")/gi,
    (_m, pre: string, src: string, post: string) => `${pre}${absoluteImageUrl(publicUrl, src)}${post}`,
  );
  if (notesCache.size >= NOTES_CACHE_MAX) notesCache.clear();
  notesCache.set(key, html);
  return html;
}

/**
 * A question as the client sees it. `reveal` adds correct_answer: the lessons (theme, retest) show the right answer
 * at once after a wrong one, so they need it; credit tests and exams never get it before their result.
 */
export function toQuestion(q: QuestionWithAnswers, publicUrl: string, reveal: boolean): Question {
  return {
    id: q.id,
    question: q.text,
    image: q.image ? absoluteImageUrl(publicUrl, q.image) : null,
    notes: notesHtml(publicUrl, q.notes),
    video_url: q.videoUrl,
    answers: q.answers.map((a, i) => ({
      id: a.id,
      answer: a.text,
      correct: `${i + 1}.`,
      ...(reveal ? { correct_answer: a.correct ? (1 as const) : (0 as const) } : {}),
      question_id: q.id,
    })),
  };
}

/** The spec's 'encrypted' questions: base64 of their JSON. */
export function encodeQuestions(list: Question[]): string {
  return Buffer.from(JSON.stringify(list), 'utf8').toString('base64');
}

// Each cached question's JSON, per server address and reveal flag. Keyed by the object of the app's content
// snapshot, so a reloaded snapshot (new objects) never meets old text, and dropped snapshots are collected.
const questionJson = new WeakMap<QuestionWithAnswers, Map<string, string>>();
const JSON_VARIANTS_MAX = 8;

function jsonOf(q: QuestionWithAnswers, publicUrl: string, reveal: boolean): string {
  let forQuestion = questionJson.get(q);
  if (!forQuestion) {
    forQuestion = new Map();
    questionJson.set(q, forQuestion);
  }
  const key = `${reveal ? 1 : 0}${publicUrl}`;
  let json = forQuestion.get(key);
  if (json === undefined) {
    json = JSON.stringify(toQuestion(q, publicUrl, reveal));
    // Bounded in case the address ever comes from the request (a Host header must not grow memory).
    if (forQuestion.size < JSON_VARIANTS_MAX) forQuestion.set(key, json);
  }
  return json;
}

/** encodeQuestions(list.map((q) => toQuestion(q, publicUrl, reveal))), byte for byte, from memoised JSON. */
export function encodeQuestionList(
  list: readonly QuestionWithAnswers[],
  publicUrl: string,
  reveal: boolean,
): string {
  const json = `[${list.map((q) => jsonOf(q, publicUrl, reveal)).join(',')}]`;
  return Buffer.from(json, 'utf8').toString('base64');
}
