import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TestType } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import { answers, questions, themes } from '../../db/schema/content.ts';
import { attempts, blockResults, latestAnswers, testSessions } from '../../db/schema/learning.ts';

/** Reads and writes of the learning module; the rules that use them live in rules.ts and service.ts. */

export interface ThemeRow {
  id: number;
  number: number;
  title: string;
  free: boolean;
  questionCount: number;
}

/** Active themes by number, each with its count of active questions. */
export async function listThemes(db: Db): Promise<ThemeRow[]> {
  return db
    .select({
      id: themes.id,
      number: themes.number,
      title: themes.title,
      free: themes.free,
      questionCount: count(questions.id),
    })
    .from(themes)
    .leftJoin(questions, and(eq(questions.themeId, themes.id), isNull(questions.retiredAt)))
    .where(isNull(themes.retiredAt))
    .groupBy(themes.id)
    .orderBy(asc(themes.number), asc(themes.id));
}

export async function userBlockResults(db: Db, userId: number) {
  return db
    .select({
      themeId: blockResults.themeId,
      blockIdx: blockResults.blockIdx,
      errors: blockResults.errors,
      success: blockResults.success,
      wrongQuestionIds: blockResults.wrongQuestionIds,
    })
    .from(blockResults)
    .where(eq(blockResults.userId, userId));
}

export async function userCreditAttempts(db: Db, userId: number) {
  return db
    .select({ themeId: attempts.themeId, correct: attempts.correctCount, total: attempts.questionCount })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.type, 'all_theme')));
}

/** The theme's active question ids in their order. */
export async function themeQuestionIds(db: Db, themeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.themeId, themeId), isNull(questions.retiredAt)))
    .orderBy(asc(questions.position), asc(questions.id));
  return rows.map((r) => r.id);
}

export interface QuestionWithAnswers {
  id: number;
  themeId: number;
  text: string;
  image: string | null;
  notes: string;
  videoUrl: string | null;
  answers: { id: number; text: string; correct: boolean }[];
}

/** The questions with their active answers, in the order of the given ids. */
export async function loadQuestions(db: Db, ids: readonly number[]): Promise<QuestionWithAnswers[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: questions.id,
      themeId: questions.themeId,
      text: questions.text,
      image: questions.image,
      notes: questions.notes,
      videoUrl: questions.videoUrl,
      answerId: answers.id,
      answerText: answers.text,
      answerCorrect: answers.correct,
    })
    .from(questions)
    .leftJoin(answers, and(eq(answers.questionId, questions.id), isNull(answers.retiredAt)))
    .where(inArray(questions.id, [...ids]))
    .orderBy(asc(questions.id), asc(answers.position), asc(answers.id));
  const byId = new Map<number, QuestionWithAnswers>();
  for (const row of rows) {
    let q = byId.get(row.id);
    if (!q) {
      q = {
        id: row.id,
        themeId: row.themeId,
        text: row.text,
        image: row.image,
        notes: row.notes,
        videoUrl: row.videoUrl,
        answers: [],
      };
      byId.set(row.id, q);
    }
    if (row.answerId !== null && row.answerText !== null && row.answerCorrect !== null) {
      q.answers.push({ id: row.answerId, text: row.answerText, correct: row.answerCorrect });
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface SessionRow {
  type: TestType;
  themeId: number | null;
  blockIdx: number | null;
  questionIds: number[];
  startedAt: Date;
}

/** Remembers the learner's test in progress (replacing any earlier one). */
export async function saveSession(db: Db, userId: number, session: Omit<SessionRow, 'startedAt'>) {
  const [row] = await db
    .insert(testSessions)
    .values({ userId, ...session })
    .onConflictDoUpdate({ target: testSessions.userId, set: { ...session, startedAt: sql`now()` } })
    .returning({ startedAt: testSessions.startedAt });
  return row!.startedAt;
}

export async function getSession(db: Db, userId: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(testSessions).where(eq(testSessions.userId, userId));
  return row;
}

export async function countLatestAnswers(db: Db, userId: number) {
  const rows = await db
    .select({ correct: latestAnswers.correct, n: count() })
    .from(latestAnswers)
    .where(eq(latestAnswers.userId, userId))
    .groupBy(latestAnswers.correct);
  return {
    correct: rows.find((r) => r.correct)?.n ?? 0,
    wrong: rows.find((r) => !r.correct)?.n ?? 0,
  };
}

export async function countPassedExams(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.type, 'exam'), eq(attempts.passed, true)));
  return row?.n ?? 0;
}

export async function history(db: Db, userId: number) {
  return db
    .select({
      id: attempts.id,
      createdAt: attempts.createdAt,
      type: attempts.type,
      themeId: themes.id,
      themeNumber: themes.number,
      themeTitle: themes.title,
      correct: attempts.correctCount,
      total: attempts.questionCount,
      timeS: attempts.timeS,
    })
    .from(attempts)
    .leftJoin(themes, eq(themes.id, attempts.themeId))
    .where(eq(attempts.userId, userId))
    .orderBy(sql`${attempts.createdAt} desc`);
}
