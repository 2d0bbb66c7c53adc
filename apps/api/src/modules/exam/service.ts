import { randomUUID } from 'node:crypto';
import { examMessages, type ExamResponse } from '@pdr/contract/exam';
import type { ResultOutcome } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import type { ContentSnapshot } from '../../plugins/content-cache.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { loadQuestions, type QuestionWithAnswers } from '../study/repository.ts';
import { scorePercent } from '../study/scoring.ts';
import type { StudyContext } from '../study/context.ts';
import { hasPremium } from '../premium/access.ts';
import { kyivDay } from '../../lib/kyiv-day.ts';
import { CAP_MESSAGES, overCap } from '../../lib/row-caps.ts';
import { categoryMessages } from '@pdr/contract/catalog';
import { currentLanguage } from '@pdr/contract/language';
import { activeCategoryOf, forCategory } from '../content/categories.ts';
import { encodeExamQuestions, rightAnswerId } from './bank.ts';
import { drawExam, type RandomSource } from './draw.ts';
import * as repo from './repository.ts';
import { deadlineOf, endReason, examPassed, examSeconds, secondsLeft, type ExamState } from './rules.ts';

/** The exam's flow (docs/decisions/040-exam.md): start or resume, read, close. Answers are in answer.ts. */

/** How often a request reads again after losing a race to another request on the same exam. */
export const RACE_RETRIES = 3;

/** A study request's context (study/context.ts); tests pass a seeded draw. */
export interface ExamContext extends StudyContext {
  random?: RandomSource;
}

export function stateOf(exam: repo.ExamRow): ExamState {
  return {
    questionCount: exam.questionIds.length,
    correct: exam.correct,
    mistakes: exam.mistakes,
    deadlineAt: exam.deadlineAt,
  };
}

/** The exam's questions in their order, with their answers (from the cache, or the database once retired). */
export async function examQuestions(
  db: Db,
  content: ContentSnapshot,
  exam: repo.ExamRow,
): Promise<QuestionWithAnswers[]> {
  return loadQuestions(db, content, exam.questionIds, exam.language);
}

/** The outcome written with the closed exam's attempt and answered to its result call. */
export function outcomeOf(
  exam: repo.ExamRow,
  questions: readonly QuestionWithAnswers[],
  attemptId: string,
  closedAt: Date,
): ResultOutcome {
  const total = exam.questionIds.length;
  return {
    attempt_id: attemptId,
    type: 'exam',
    theme_id: null,
    idx: null,
    result: exam.correct,
    count_question: total,
    percent: scorePercent(exam.correct, total),
    passed: examPassed(stateOf(exam)),
    time: examSeconds(exam.startedAt, closedAt),
    wrong_question_ids: exam.answers.filter((a) => !a.correct).map((a) => a.questionId),
    block: null,
    progress_car: null,
    correct_answers: questions.map((q) => ({ question_id: q.id, answer_id: rightAnswerId(q) })),
  };
}

/**
 * Closes the exam with its attempt; answers the closed exam and its outcome, or null when another request changed
 * it first (the caller reads it again).
 */
export async function closeWith(
  ctx: Pick<ExamContext, 'db' | 'now'>,
  content: ContentSnapshot,
  exam: repo.ExamRow,
  reason: NonNullable<repo.ExamRow['endReason']>,
  attemptId: string = randomUUID(),
): Promise<{ exam: repo.ExamRow; outcome: ResultOutcome } | null> {
  // An exam closed for its deadline, however late the closing request comes, ended at the deadline: history and
  // readiness date it then.
  const closedAt = reason === 'deadline' && ctx.now > exam.deadlineAt ? exam.deadlineAt : ctx.now;
  const questions = await examQuestions(ctx.db, content, exam);
  const outcome = outcomeOf(exam, questions, attemptId, closedAt);
  const written = await repo.closeExam(ctx.db, {
    examId: exam.id,
    userId: exam.userId,
    attemptId,
    reason,
    correct: exam.correct,
    mistakes: exam.mistakes,
    total: outcome.count_question,
    passed: outcome.passed,
    timeS: outcome.time,
    outcome,
    now: closedAt,
  });
  return written ? { exam: { ...exam, closedAt, endReason: reason, attemptId }, outcome } : null;
}

/**
 * Reads the learner's exam (by id, else the open one) and closes it first when it is over: past its deadline, at
 * three mistakes or with every question answered, whether or not the client ever called back.
 */
export async function readSettled(
  ctx: ExamContext,
  examId: string | undefined,
): Promise<{ read: repo.ExamRead; content: ContentSnapshot }> {
  for (let i = 0; i < RACE_RETRIES; i++) {
    const read = await repo.readExam(ctx.db, ctx.user.id, { examId, day: kyivDay(ctx.now) });
    const content = await ctx.cache.at(read.contentVersion);
    const exam = read.exam;
    const reason = exam && exam.closedAt === null ? endReason(stateOf(exam), ctx.now) : null;
    if (!exam || !reason) return { read, content };
    const closed = await closeWith(ctx, content, exam, reason);
    if (closed) return { read: { ...read, exam: closed.exam }, content };
  }
  throw new HttpError(409, examMessages.changed);
}

export async function toExamResponse(
  ctx: ExamContext,
  content: ContentSnapshot,
  exam: repo.ExamRow,
): Promise<ExamResponse> {
  const questions = await examQuestions(ctx.db, content, exam);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const closed = exam.closedAt !== null;
  return {
    exam_id: exam.id,
    type: 'exam',
    category: exam.category,
    language: exam.language,
    count: exam.questionIds.length,
    started_at: exam.startedAt.toISOString(),
    deadline_at: exam.deadlineAt.toISOString(),
    seconds_left: closed ? 0 : secondsLeft(exam.deadlineAt, ctx.now),
    data: encodeExamQuestions(questions, ctx.publicUrl),
    answers: exam.answers.map((a) => ({
      question_id: a.questionId,
      answer_id: a.answerId,
      correct: a.correct,
      right_answer_id: rightOf(byId.get(a.questionId)),
    })),
    correct: exam.correct,
    mistakes: exam.mistakes,
    closed,
    end_reason: exam.endReason,
    passed: closed ? examPassed(stateOf(exam)) : null,
    review: closed ? questions.map((q) => ({ question_id: q.id, right_answer_id: rightAnswerId(q) })) : null,
  };
}

function rightOf(q: QuestionWithAnswers | undefined): number {
  return q ? rightAnswerId(q) : 0;
}

/** GET /exam-crypt: the learner's open exam, or the one asked for by id (open or closed). */
export async function getExam(ctx: ExamContext, examId: string | undefined): Promise<ExamResponse> {
  const { read, content } = await readSettled(ctx, examId);
  if (!read.exam) throw notFound(examId ? examMessages.notFound : examMessages.noOpenExam);
  return toExamResponse(ctx, content, read.exam);
}

/**
 * GET /get-questions-exam-crypt: the open exam, or a new one. A free learner may start one exam per Kyiv day; their
 * open exam of the day is returned, not counted again.
 */
export async function startExam(ctx: ExamContext): Promise<ExamResponse> {
  const day = kyivDay(ctx.now);
  for (let i = 0; i < RACE_RETRIES; i++) {
    const { read, content } = await readSettled(ctx, undefined);
    if (read.exam && read.exam.closedAt === null) return toExamResponse(ctx, content, read.exam);
    const limited = !hasPremium(ctx.user.premiumUntil, ctx.now);
    if (limited && read.startedOnDay) throw forbidden(examMessages.dailyLimit);
    // The exam of the learner's active category; never a short or mixed one (decision 128).
    const bank = forCategory(content, activeCategoryOf(ctx.user));
    if (!bank.fullExam) throw notFound(categoryMessages.noExam(bank.category));
    const questionIds = drawExam(bank.examPool, ctx.random);
    const exam: repo.ExamRow = {
      id: randomUUID(),
      userId: ctx.user.id,
      category: bank.category,
      // The learner's language now is the exam's to its end: a switch shows the next exam in the other one.
      language: currentLanguage(),
      questionIds,
      startedAt: ctx.now,
      deadlineAt: deadlineOf(ctx.now),
      correct: 0,
      mistakes: 0,
      closedAt: null,
      endReason: null,
      attemptId: null,
      answers: [],
    };
    // Not inserted: another start won (its exam is read next time round) or the day's exam appeared meanwhile.
    const inserted = await repo.insertExam(ctx.db, { ...exam, day, limitedToOnePerDay: limited });
    if (inserted === 'inserted') return toExamResponse(ctx, content, exam);
    if (inserted === 'over-cap') throw overCap(CAP_MESSAGES.exams);
  }
  throw new HttpError(409, examMessages.changed);
}
