import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import type { TestUser } from './learning-fixtures.ts';

/** Test helpers of repetition: the learner's review cards as stored, and the due session's calls. */

export interface StoredCard {
  questionId: number;
  due: Date;
  reps: number;
  lapses: number;
  state: number;
}

export async function cardsOf(db: Db, userId: number): Promise<StoredCard[]> {
  const result = await db.execute(sql`
    select question_id as "questionId", due, reps, lapses, state from review_cards
    where user_id = ${userId} order by question_id`);
  return (result as unknown as { rows: (StoredCard & { due: string | Date })[] }).rows.map((r) => ({
    ...r,
    due: new Date(r.due),
  }));
}

/** The latest answers the learner's cards keep (decision 126): [question id, theme id, answer id, correct]. */
export async function latestAnswersOf(db: Db, userId: number): Promise<[number, number, number, boolean][]> {
  const result = await db.execute(sql`
    select question_id, theme_id, answer_id, correct from review_cards where user_id = ${userId}
    order by question_id`);
  return (
    result as unknown as {
      rows: { question_id: number; theme_id: number; answer_id: number; correct: boolean }[];
    }
  ).rows.map((r) => [r.question_id, r.theme_id, r.answer_id, r.correct]);
}

/** Moves a card's due time, as if it had been scheduled then (the order and the counts read it). */
export async function setDue(db: Db, userId: number, questionId: number, due: Date): Promise<void> {
  await db.execute(sql`update review_cards set due = ${due.toISOString()}::timestamptz
    where user_id = ${userId} and question_id = ${questionId}`);
}

export function reviewCalls(app: () => FastifyInstance) {
  const get = (url: string, user: TestUser) => app().inject({ method: 'GET', url, headers: user.auth });
  return {
    summary: (user: TestUser) => get('/api/repetition/summary', user),
    due: (user: TestUser) => get('/api/repetition/due', user),
    result: (user: TestUser, entries: unknown[], attemptId: string = randomUUID()) =>
      app().inject({
        method: 'POST',
        url: '/api/repetition/result',
        headers: user.auth,
        payload: { attempt_id: attemptId, type: 'review', time: 95, data_question: JSON.stringify(entries) },
      }),
  };
}
