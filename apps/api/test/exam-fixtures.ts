import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeQuestions, type Question } from '@pdr/contract/learning';
import type { ExamGroup } from '@pdr/contract/content-pack';
import type { ExamResponse } from '@pdr/contract/exam';
import type { Db } from '../src/db/client.ts';
import { answers, questions, themes } from '../src/db/schema/content.ts';
import type { TestUser } from './learning-fixtures.ts';

/** Test data of the exam: themes of every exam group, the answer key, an exam clock tests move. */

let seq = 0;

/**
 * Adds themes with the given number of questions per exam group (three answers each, the right one known to the
 * key below). Ids sit in a range of their own per call, so tests sharing a database do not meet.
 */
export async function makeExamBank(db: Db, sizes: Partial<Record<ExamGroup, number>>): Promise<void> {
  seq += 1;
  let t = 0;
  for (const [group, count] of Object.entries(sizes) as [ExamGroup, number][]) {
    t += 1;
    const themeId = 5000 + seq * 10 + t;
    await db.insert(themes).values({
      id: themeId,
      number: themeId,
      title: `Тема іспиту ${themeId}`,
      free: true,
      examGroup: group,
    });
    for (let q = 0; q < count; q++) {
      const qid = themeId * 1000 + q + 1;
      await db.insert(questions).values({
        id: qid,
        themeId,
        position: q + 1,
        text: `Питання ${q + 1} теми ${themeId}`,
        notes: `<p>Коментар, що підказує відповідь ${q + 1}</p>`,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      });
      await db.insert(answers).values(
        [0, 1, 2].map((a) => ({
          id: qid * 10 + a + 1,
          questionId: qid,
          position: a + 1,
          text: `Відповідь ${a + 1}`,
          correct: a === q % 3,
        })),
      );
    }
  }
}

export interface KeyEntry {
  right: number;
  wrong: number;
  themeId: number;
}

/** The right and a wrong answer of each question, read from the database (the exam payload never has them). */
export async function answerKey(db: Db, questionIds: readonly number[]): Promise<Map<number, KeyEntry>> {
  const result = await db.execute(sql`
    select a.question_id as "questionId", a.id, a.correct, q.theme_id as "themeId"
    from answers a join questions q on q.id = a.question_id
    where a.question_id = any(${`{${questionIds.join(',')}}`}::integer[]) order by a.id`);
  const rows = (
    result as unknown as { rows: { questionId: number; id: number; correct: boolean; themeId: number }[] }
  ).rows;
  const key = new Map<number, KeyEntry>();
  for (const r of rows) {
    const e = key.get(r.questionId) ?? { right: 0, wrong: 0, themeId: r.themeId };
    if (r.correct) e.right = r.id;
    else if (e.wrong === 0) e.wrong = r.id;
    key.set(r.questionId, e);
  }
  return key;
}

/** A clock the exam reads (app.examClock): starts at the real time and moves only when a test moves it. */
export function fixClock(app: FastifyInstance, start = new Date()) {
  let at = start.getTime();
  app.examClock.now = () => new Date(at);
  return {
    advance(ms: number) {
      at += ms;
    },
    now: () => new Date(at),
  };
}

export interface ExamCalls {
  start(user: TestUser): Promise<LightMyRequestResponse>;
  read(user: TestUser, examId?: string): Promise<LightMyRequestResponse>;
  answer(user: TestUser, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  submit(user: TestUser, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

export function examCalls(app: () => FastifyInstance): ExamCalls {
  return {
    start: (user) =>
      app().inject({ method: 'GET', url: '/api/get-questions-exam-crypt', headers: user.auth }),
    read: (user, examId) =>
      app().inject({
        method: 'GET',
        url: examId ? `/api/exam-crypt?exam_id=${examId}` : '/api/exam-crypt',
        headers: user.auth,
      }),
    answer: (user, body) =>
      app().inject({
        method: 'POST',
        url: '/api/exam/answer',
        headers: user.auth,
        payload: { client_answer_id: randomUUID(), ...body },
      }),
    submit: (user, body) =>
      app().inject({
        method: 'POST',
        url: '/api/test-successful',
        headers: user.auth,
        payload: { attempt_id: randomUUID(), type: 'exam', time: '12:30', data_question: '[]', ...body },
      }),
  };
}

/** The exam's questions in order, decoded from its payload. */
export function questionsOf(exam: ExamResponse): Question[] {
  return decodeQuestions(exam.data);
}
