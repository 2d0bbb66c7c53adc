import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { currentLanguage, type Language } from '@pdr/contract/language';
import type { TestType } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import { answers, questions } from '../../db/schema/content.ts';
import { questionFields } from '../../db/content-fields.ts';
import {
  englishView,
  type CachedAnswer,
  type ContentSnapshot,
  type QuestionEnglish,
  type QuestionWithAnswers,
} from '../../plugins/content-cache.ts';
import { statements, type ProgressRow, type SavedSessionRow } from './statements.ts';
import { integerArrayLiteral } from '../../db/integer-array.ts';
import { perDatabase } from '../../db/per-database.ts';
import { param as p, preparedSql } from '../../db/prepared-sql.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Reads and writes of a learner's study (progress, question loading, the test in progress); the rules that use them
 * live in learning/, exam/ and repetition/. Content (themes, questions, answers) comes from the app's content cache
 * (plugins/content-cache.ts), with the database behind it.
 */

export type { ThemeRow, QuestionWithAnswers } from '../../plugins/content-cache.ts';

export interface UserBlockResult {
  themeId: number;
  blockIdx: number;
  errors: number;
  success: number;
  wrongQuestionIds: number[];
  /** The progress key the block was taken under (modules/content/categories.ts). */
  key: string;
}

export interface UserCreditAttempt {
  themeId: number;
  correct: number;
  total: number;
  /** The category the credit test was taken in; null before categories. */
  category: string | null;
}

export interface StoredAttempt {
  userId: number;
  outcome: unknown;
}

export interface UserProgress {
  blocks: UserBlockResult[];
  credits: UserCreditAttempt[];
  /** settings.content_version as of this read: the content cache must be at least this new. */
  contentVersion: number;
  /** The attempt with the asked id, whoever made it. */
  attempt: StoredAttempt | null;
  /** The saved test in progress, when the read asked for it (session-reads.ts, withQuestionsRead); else undefined. */
  saved?: SessionRow | null;
}

/**
 * In one round trip: the learner's block results and credit-test scores, the content version and, when asked, the
 * attempt stored under that id.
 */
export async function userProgress(db: Db, userId: number, attemptId?: string): Promise<UserProgress> {
  const [row] = await statements(db).progress.execute({ userId, attemptId: attemptId ?? null });
  return toUserProgress(row);
}

/** The progress columns (statements.ts) as read, alone or with the session lookup. */
export function toUserProgress(
  row: (ProgressRow & { saved?: SavedSessionRow | null }) | undefined,
): UserProgress {
  const attempt = row?.attempt ?? null;
  const saved = row?.saved;
  return {
    ...(saved !== undefined && { saved: toSavedSession(saved) }),
    blocks: (row?.blocks ?? []).map(([themeId, blockIdx, errors, success, wrongQuestionIds, key]) => ({
      themeId,
      blockIdx,
      errors,
      success,
      wrongQuestionIds,
      key,
    })),
    credits: (row?.credits ?? []).map(([themeId, correct, total, category]) => ({
      themeId,
      correct,
      total,
      category,
    })),
    contentVersion: row?.contentVersion ?? 0,
    attempt: attempt && { userId: attempt[0], outcome: attempt[1] },
  };
}

/**
 * The questions with their active answers, in the order of the given ids and in `language` (the request's unless
 * given; an exam's is its own): from the content cache, and from the database for ids it lacks (retired
 * questions, which an unfinished test may still show).
 */
export async function loadQuestions(
  db: Db,
  content: ContentSnapshot,
  ids: readonly number[],
  language: Language = currentLanguage(),
): Promise<QuestionWithAnswers[]> {
  const cached = language === 'en' ? content.english : content.questions;
  const missing = ids.filter((id) => !cached.has(id));
  const retired = missing.length > 0 ? await loadQuestionsFromDb(db, missing, language) : [];
  const extra = new Map(retired.map((q) => [q.id, q]));
  return ids.flatMap((id) => cached.get(id) ?? extra.get(id) ?? []);
}

async function loadQuestionsFromDb(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<QuestionWithAnswers[]> {
  const rows = await db
    .select({
      ...questionFields,
      answerId: answers.id,
      answerText: answers.text,
      answerTextEn: answers.textEn,
      answerCorrect: answers.correct,
    })
    .from(questions)
    .leftJoin(answers, and(eq(answers.questionId, questions.id), isNull(answers.retiredAt)))
    .where(inArray(questions.id, [...ids]))
    .orderBy(asc(questions.id), asc(answers.position), asc(answers.id));
  const byId = new Map<number, { question: QuestionWithAnswers; en: QuestionEnglish }>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = {
        question: {
          id: row.id,
          themeId: row.themeId,
          text: row.text,
          image: row.image,
          imageAlt: row.imageAlt,
          notes: row.notes,
          videoUrl: row.videoUrl,
          categories: row.categories,
          answers: [],
        },
        en: { textEn: row.textEn, notesEn: row.notesEn, imageAltEn: row.imageAltEn, answersEn: [] },
      };
      byId.set(row.id, entry);
    }
    if (row.answerId !== null && row.answerText !== null && row.answerCorrect !== null) {
      entry.question.answers.push({ id: row.answerId, text: row.answerText, correct: row.answerCorrect });
      entry.en.answersEn.push(row.answerTextEn);
    }
  }
  return [...byId.values()].map(({ question, en }) =>
    language === 'en' ? englishView(question, en) : question,
  );
}

/**
 * Answers by id for scoring: from the content cache, and from the database for ids it lacks (a retired answer
 * still scores as it did when the test was shown; an unknown id is simply absent).
 */
export async function answersById(
  db: Db,
  content: ContentSnapshot,
  ids: readonly number[],
): Promise<Map<number, CachedAnswer>> {
  const found = new Map<number, CachedAnswer>();
  const missing: number[] = [];
  for (const id of ids) {
    const answer = content.answers.get(id);
    if (answer) found.set(id, answer);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db
      .select({ id: answers.id, questionId: answers.questionId, correct: answers.correct })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(inArray(answers.id, missing));
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

export interface SessionRow {
  type: TestType;
  themeId: number | null;
  blockIdx: number | null;
  questionIds: number[];
  startedAt: Date;
  /** The category the test was opened in (null for a test saved before categories). */
  category: string | null;
}

/** The saved test in progress as savedSessionColumn (statements.ts) read it. */
export function toSavedSession(saved: SavedSessionRow | null): SessionRow | null {
  return (
    saved && {
      type: saved[0] as TestType,
      themeId: saved[1],
      blockIdx: saved[2],
      questionIds: saved[3],
      startedAt: new Date(saved[4]),
      category: saved[5] ?? null,
    }
  );
}

/**
 * Saves the test unless it is the saved one (decision 116): reopening the same unfinished test goes on with it,
 * with its start and no write. Answers the test's start.
 */
export async function openSession(
  db: Db,
  userId: number,
  session: Omit<SessionRow, 'startedAt' | 'category'> & { category: string },
  saved: SessionRow | null | undefined,
): Promise<Date> {
  if (saved && saved.category === session.category && sameTest(saved, session)) return saved.startedAt;
  return saveSession(db, userId, session);
}

/** The same test as the saved one: same type, theme, block and questions in the same order. */
function sameTest(
  a: Omit<SessionRow, 'startedAt' | 'category'>,
  b: Omit<SessionRow, 'startedAt' | 'category'>,
) {
  return (
    a.type === b.type &&
    a.themeId === b.themeId &&
    a.blockIdx === b.blockIdx &&
    a.questionIds.length === b.questionIds.length &&
    a.questionIds.every((id, i) => b.questionIds[i] === id)
  );
}

/**
 * Remembers the learner's test in progress (replacing any earlier one), committed without waiting for the flush
 * of its WAL (decision 127): the row only lets a reload or another device resume the test, so a crash of the
 * database within a fraction of a second after it may lose it, and no result, answer or payment with it. Other
 * connections see it at once all the same. `set_config(…, true)` holds for this statement's own transaction only,
 * so this must not run inside a transaction that writes anything else.
 */
export async function saveSession(
  db: Db,
  userId: number,
  session: Omit<SessionRow, 'startedAt' | 'category'> & { category: string },
) {
  const result = await saveStatement(db).execute({
    userId,
    type: session.type,
    themeId: session.themeId,
    blockIdx: session.blockIdx,
    questionIds: integerArrayLiteral(session.questionIds),
    category: session.category,
  });
  // to_json gives the time as ISO text on both drivers.
  const [row] = rowsOf<{ startedAt: string }>(result);
  return new Date(row!.startedAt);
}

/** saveSession's statement, prepared: sent unnamed it was planned on every call (0.06 ms of its 0.2). */
const saveStatement = perDatabase((db: Db) =>
  preparedSql(
    db,
    'save_test_session',
    sql`insert into test_sessions (user_id, type, theme_id, block_idx, question_ids, category)
    select ${p('userId')}::integer, ${p('type')}::text, ${p('themeId')}::integer, ${p('blockIdx')}::smallint,
      ${p('questionIds')}::integer[], ${p('category')}::text
    where set_config('synchronous_commit', 'off', true) is not null
    on conflict (user_id) do update set type = excluded.type, theme_id = excluded.theme_id,
      block_idx = excluded.block_idx, question_ids = excluded.question_ids, category = excluded.category,
      started_at = now()
    returning to_json(started_at) as "startedAt"`,
  ),
);

/** The learner's unfinished test with the content version as of this read. */
export async function getSession(
  db: Db,
  userId: number,
): Promise<(SessionRow & { contentVersion: number }) | undefined> {
  const [row] = await statements(db).getSession.execute({ userId });
  return row;
}
