import type { ExamGroup } from '@pdr/contract/content-pack';
import { examGroupSchema } from '@pdr/contract/content-pack';
import type { Question } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import type { ContentSnapshot, QuestionWithAnswers } from '../../plugins/content-cache.ts';
import { toQuestion } from '../learning/payload.ts';
import { EXAM_GROUPS } from './draw.ts';
import { themeGroups } from './repository.ts';

/**
 * The exam's view of the content: the active bank by exam group (for the draw) and the questions as an exam shows
 * them. The content cache's theme rows carry no exam group, so the groups are read once per snapshot and kept with
 * it (a new snapshot, after an import, reads them again).
 */

export type ExamPool = Record<ExamGroup, number[]>;

const pools = new WeakMap<ContentSnapshot, Promise<ExamPool>>();

/** Active questions of active themes that have a right answer, by their theme's exam group. */
export function examPool(db: Db, content: ContentSnapshot): Promise<ExamPool> {
  let pool = pools.get(content);
  if (!pool) {
    pool = themeGroups(db).then((groups) => buildPool(content, groups));
    // A failed read is not kept: the next exam start tries again.
    pool.catch(() => pools.delete(content));
    pools.set(content, pool);
  }
  return pool;
}

export function buildPool(content: ContentSnapshot, groups: ReadonlyMap<number, string>): ExamPool {
  const pool = Object.fromEntries(EXAM_GROUPS.map((g) => [g, [] as number[]])) as ExamPool;
  for (const theme of content.themes) {
    const group = examGroupSchema.safeParse(groups.get(theme.id));
    if (!group.success) continue;
    for (const id of content.questionIds.get(theme.id) ?? []) {
      if (content.questions.get(id)?.answers.some((a) => a.correct)) pool[group.data].push(id);
    }
  }
  return pool;
}

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
