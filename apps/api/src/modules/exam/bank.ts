import type { Question } from '@pdr/contract/learning';
import type { QuestionWithAnswers } from '../../plugins/content-cache.ts';
import { toQuestion } from '../study/payload.ts';

/** The exam's view of the content: the questions as an exam shows them (the bank per category is categories.ts). */

/** The first right answer of a question (each has exactly one in a valid pack). */
export function rightAnswerId(q: QuestionWithAnswers): number {
  return (q.answers.find((a) => a.correct) ?? q.answers[0])?.id ?? 0;
}

/** A question as an exam shows it: no answer key, no comment and no video (they would give the answer away). */
export function examQuestion(q: QuestionWithAnswers, publicUrl: string): Question {
  return { ...toQuestion(q, publicUrl, false), notes: '', video_url: null };
}

// Each cached question's exam JSON per server address, kept with the snapshot's own question object (a reloaded
// snapshot brings new objects, and dropped ones are collected): a resumed exam is read again and again.
const questionJson = new WeakMap<QuestionWithAnswers, Map<string, string>>();
const ADDRESSES_MAX = 8;

function jsonOf(q: QuestionWithAnswers, publicUrl: string): string {
  let byAddress = questionJson.get(q);
  if (!byAddress) {
    byAddress = new Map();
    questionJson.set(q, byAddress);
  }
  let json = byAddress.get(publicUrl);
  if (json === undefined) {
    json = JSON.stringify(examQuestion(q, publicUrl));
    // Bounded: the address may come from the request's Host header.
    if (byAddress.size < ADDRESSES_MAX) byAddress.set(publicUrl, json);
  }
  return json;
}

/** base64 of the questions' JSON, like every other test payload (spec: 'encrypted'). */
export function encodeExamQuestions(list: readonly QuestionWithAnswers[], publicUrl: string): string {
  return Buffer.from(`[${list.map((q) => jsonOf(q, publicUrl)).join(',')}]`, 'utf8').toString('base64');
}
