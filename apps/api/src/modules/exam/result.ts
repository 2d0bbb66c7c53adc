import { inLanguage } from '@pdr/contract/language';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  examMessages,
  type ExamErrorTheme,
  type ExamResultBody,
  type ExamResultResponse,
} from '@pdr/contract/exam';
import { answerEntrySchema, learningMessages, type ResultOutcome } from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { parseTimeSeconds } from '../study/scoring.ts';
import { hasPremium } from '../premium/access.ts';
import { parseAnswerEntries } from '../study/answers.ts';
import type * as repo from './repository.ts';
import { submitReason } from './rules.ts';
import { closeWith, RACE_RETRIES, readSettled, stateOf, type ExamContext } from './service.ts';
import { integerArray } from '../../db/integer-array.ts';
import { rowsOf } from '../../db/rows.ts';
import { storedAttempt } from '../study/statements.ts';

/**
 * POST /test-successful with type exam: closes the exam (if an answer, a read or the deadline has not already) and
 * answers like the credit test. The server's recorded answers are the score; the submitted entries are only checked
 * against them (docs/decisions/040-exam.md).
 */

const entriesSchema = z.array(answerEntrySchema).max(100);

/**
 * Every entry must name a question of this exam, and where the server recorded an answer to it, that answer. An
 * entry the server never recorded (an answer refused after the deadline, say) is not counted, and not refused.
 */
function checkEntries(exam: repo.ExamRow, entries: z.infer<typeof entriesSchema>): void {
  const recorded = new Map(exam.answers.map((a) => [a.questionId, a.answerId]));
  const inExam = new Set(exam.questionIds);
  entries.forEach((e, i) => {
    if (!inExam.has(e.question_id)) {
      throw unprocessable({ [`data_question.${i}.question_id`]: examMessages.questionNotInExam });
    }
    const answer = recorded.get(e.question_id);
    if (answer !== undefined && answer !== e.answer_id) {
      throw unprocessable({ data_question: examMessages.entriesDisagree });
    }
  });
}

/** Themes with mistakes, by theme number. */
async function errorThemes(db: Db, questionIds: readonly number[]): Promise<ExamErrorTheme[]> {
  if (questionIds.length === 0) return [];
  const result = await db.execute(sql`
    select distinct t.id, t.number, t.title, t.title_en as "titleEn" from questions q join themes t on t.id = q.theme_id
    where q.id = any(${integerArray(questionIds)})
    order by t.number, t.id`);
  return rowsOf<ExamErrorTheme & { titleEn: string | null }>(result).map(({ titleEn, ...theme }) => ({
    ...theme,
    title: inLanguage(theme.title, titleEn),
  }));
}

/** The analytics of themes with mistakes are Premium (spec section 6); a free learner is told Premium has them. */
async function respond(ctx: ExamContext, outcome: ResultOutcome): Promise<ExamResultResponse> {
  const premium = hasPremium(ctx.user.premiumUntil, ctx.now);
  return {
    status: 'ok',
    result: outcome,
    data: premium
      ? { errors: { themes: await errorThemes(ctx.db, outcome.wrong_question_ids) } }
      : { errors: { themes: [] }, premium_required: true },
  };
}

async function storedOutcome(ctx: ExamContext, attemptId: string): Promise<ResultOutcome | null> {
  const stored = await storedAttempt(ctx.db, attemptId);
  if (!stored) return null;
  if (stored.userId !== ctx.user.id) throw new HttpError(409, learningMessages.attemptOfAnotherUser);
  return stored.outcome as ResultOutcome;
}

export async function submitExam(ctx: ExamContext, body: ExamResultBody): Promise<ExamResultResponse> {
  const resent = await storedOutcome(ctx, body.attempt_id);
  if (resent) {
    if (resent.type !== 'exam') throw new HttpError(409, learningMessages.attemptOfAnotherTest);
    return respond(ctx, resent);
  }
  if (parseTimeSeconds(body.time) === null) {
    throw unprocessable({ time: learningMessages.timeText });
  }
  const entries = parseAnswerEntries(body.data_question, entriesSchema, { unique: false });
  for (let i = 0; i < RACE_RETRIES; i++) {
    const { read, content } = await readSettled(ctx, body.exam_id);
    const exam = read.exam;
    if (!exam) throw notFound(examMessages.notFound);
    checkEntries(exam, entries);
    if (exam.closedAt !== null && exam.attemptId) {
      const outcome = await storedOutcome(ctx, exam.attemptId);
      if (outcome) return respond(ctx, outcome);
    }
    if (exam.closedAt === null) {
      const closed = await closeWith(
        ctx,
        content,
        exam,
        submitReason(stateOf(exam), ctx.now),
        body.attempt_id,
      );
      if (closed) return respond(ctx, closed.outcome);
    }
  }
  throw new HttpError(409, examMessages.changed);
}
