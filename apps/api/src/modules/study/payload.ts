import type { Question, QuestionsResponse } from '@pdr/contract/learning';
import { gzipParts } from '../../lib/gzip-parts.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import type { ContentSnapshot } from '../../plugins/content-cache.ts';
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
 * A question as the client sees it. `reveal` marks a lesson (theme, retest): it adds correct_answer, because a
 * lesson shows the right answer at once after a wrong one, and the hint and video, which belong to lessons only
 * (spec section 2). Credit tests and exams get neither: some hints quote the right answer.
 */
export function toQuestion(q: QuestionWithAnswers, publicUrl: string, reveal: boolean): Question {
  return {
    id: q.id,
    question: q.text,
    image: q.image ? absoluteImageUrl(publicUrl, q.image) : null,
    // Only where the pack describes the picture: a question without one stays the size it was.
    ...(q.image && q.imageAlt ? { image_alt: q.imageAlt } : {}),
    notes: reveal ? notesHtml(publicUrl, q.notes) : '',
    video_url: reveal ? q.videoUrl : null,
    answers: q.answers.map((a, i) => ({
      id: a.id,
      answer: a.text,
      correct: `${i + 1}.`,
      ...(reveal ? { correct_answer: a.correct ? (1 as const) : (0 as const) } : {}),
      question_id: q.id,
    })),
    ...(q.ukrainianOnly ? { ukrainian_only: true as const } : {}),
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

/** encodeQuestionList as the bytes a response carries (base64 is ASCII, so latin1 is byte for byte). */
export function questionListData(
  list: readonly QuestionWithAnswers[],
  publicUrl: string,
  reveal: boolean,
): Buffer {
  return Buffer.from(encodeQuestionList(list, publicUrl, reveal), 'latin1');
}

// A whole list's base64 `data` as bytes, per content snapshot: a block's bytes change only with the content and
// the reveal rules, so they are built once, not per request (decision 100). Keyed by the snapshot object like
// questionJson above; bounded because the address may come from the request.
const listBytes = new WeakMap<ContentSnapshot, Map<string, Buffer>>();
const LIST_BYTES_MAX = 4000;

/** questionListData(list, publicUrl, reveal), kept when every question is the snapshot's own. */
export function questionListBytes(
  content: ContentSnapshot,
  list: readonly QuestionWithAnswers[],
  publicUrl: string,
  reveal: boolean,
): Buffer {
  // A retired question read from the database is not the snapshot's object: such a list is not kept. The
  // English view of a question is an object of its own (content.english), and its list a key of its own.
  const english = list.some((q) => content.english.get(q.id) === q);
  const own = english ? content.english : content.questions;
  const cacheable = list.every((q) => own.get(q.id) === q);
  let forContent = listBytes.get(content);
  const key = `${reveal ? 1 : 0}${english ? 'en' : 'uk'}${list.map((q) => q.id).join(',')}\u0000${publicUrl}`;
  const kept = cacheable ? forContent?.get(key) : undefined;
  if (kept) return kept;
  const bytes = questionListData(list, publicUrl, reveal);
  if (cacheable) {
    if (!forContent) {
      forContent = new Map();
      listBytes.set(content, forContent);
    }
    if (forContent.size >= LIST_BYTES_MAX) forContent.clear();
    forContent.set(key, bytes);
  }
  return bytes;
}

/**
 * A questions response as the JSON bytes JSON.stringify({ ...head, data }) would give (data last, base64 needs no
 * escaping), in three parts: the small per-request head, the large `data` (kept per list, questionListBytes) and the
 * tail. They are put together only for the response that goes out: a whole copy for a client that takes no gzip,
 * gzip from the parts for one that does (copying the 30 KB of a block into one Buffer on every request, only to
 * compress it from the parts, was a sixth of a block read's CPU).
 */
export interface QuestionsPayload {
  readonly head: Buffer;
  readonly data: Buffer;
  readonly tail: Buffer;
}

export function questionsPayload(head: Omit<QuestionsResponse, 'data'>, data: Buffer): QuestionsPayload {
  const json = JSON.stringify(head);
  return { head: Buffer.from(`${json.slice(0, -1)},"data":"`), data, tail: DATA_END };
}

const DATA_END = Buffer.from('"}');

export function payloadLength(payload: QuestionsPayload): number {
  return payload.head.length + payload.data.length + payload.tail.length;
}

/** The response's JSON bytes. */
export function payloadBytes(payload: QuestionsPayload): Buffer {
  return Buffer.concat([payload.head, payload.data, payload.tail]);
}

/** The response as gzip, its questions' part deflated once per kept list (lib/gzip-parts.ts). */
export function payloadGzip(payload: QuestionsPayload): Buffer {
  return gzipParts(payload.head, payload.data, payload.tail);
}
