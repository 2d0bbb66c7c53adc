import { examMessages, type ExamAnswerBody, type ExamAnswerResponse } from '@pdr/contract/exam';
import { HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { loadQuestions } from '../study/repository.ts';
import { rightAnswerId } from './bank.ts';
import * as repo from './repository.ts';
import { isCardConflict, withReviewCards, type CardMove } from '../study/review-cards.ts';
import { nextCard, type CardState } from '../study/card-schedule.ts';
import { ANSWER_GRACE_MS, endReason, examPassed, secondsLeft } from './rules.ts';
import { RACE_RETRIES, readSettled, stateOf, type ExamContext } from './service.ts';

/** POST /exam/answer: one answer, checked and recorded by the server (docs/decisions/040-exam.md). */

const conflict = (field: string, message: string) => new HttpError(409, message, { [field]: message });

interface Counts {
  correct: number;
  mistakes: number;
}

/** The outcome of one recorded answer: the counts as they stood right after it, the exam's state now. */
function outcome(
  exam: repo.ExamRow,
  given: repo.ExamAnswerRow,
  counts: Counts,
  rightAnswer: number,
  now: Date,
): ExamAnswerResponse {
  const closed = exam.closedAt !== null;
  return {
    question_id: given.questionId,
    answer_id: given.answerId,
    correct: given.correct,
    right_answer_id: rightAnswer,
    correct_count: counts.correct,
    mistakes: counts.mistakes,
    answered: counts.correct + counts.mistakes,
    over: closed,
    end_reason: exam.endReason,
    passed: closed ? examPassed(stateOf(exam)) : null,
    seconds_left: closed ? 0 : secondsLeft(exam.deadlineAt, now),
  };
}

/** The counts right after the answer at `index` (answers are kept in the order given). */
function countsUpTo(exam: repo.ExamRow, index: number): Counts {
  const given = exam.answers.slice(0, index + 1);
  const correct = given.filter((a) => a.correct).length;
  return { correct, mistakes: given.length - correct };
}

/** Why nothing was recorded: the refusal (thrown) or the stored outcome of a resend; null to try again. */
async function explain(ctx: ExamContext, body: ExamAnswerBody): Promise<ExamAnswerResponse | null> {
  // Closes the exam first when it is over (deadline and grace gone, or ended by an earlier answer).
  const { read, content } = await readSettled(ctx, body.exam_id);
  const exam = read.exam;
  if (!exam) throw notFound(examMessages.notFound);
  const [question] = await loadQuestions(ctx.db, content, [body.question_id]);
  const resent = exam.answers.findIndex((a) => a.clientAnswerId === body.client_answer_id);
  if (resent >= 0) {
    const given = exam.answers[resent]!;
    if (given.questionId !== body.question_id) {
      throw conflict('client_answer_id', examMessages.clientAnswerIdTaken);
    }
    return outcome(exam, given, countsUpTo(exam, resent), question ? rightAnswerId(question) : 0, ctx.now);
  }
  if (exam.closedAt !== null) {
    throw conflict('exam_id', exam.endReason === 'deadline' ? examMessages.timeIsUp : examMessages.closed);
  }
  if (!exam.questionIds.includes(body.question_id) || !question) {
    throw unprocessable({ question_id: examMessages.questionNotInExam });
  }
  if (exam.answers.some((a) => a.questionId === body.question_id)) {
    throw conflict('question_id', examMessages.alreadyAnswered);
  }
  if (!question.answers.some((a) => a.id === body.answer_id)) {
    throw unprocessable({ answer_id: examMessages.answerOfAnotherQuestion });
  }
  return null;
}

/**
 * The common case costs one statement: the write checks everything itself (repository.recordAnswer). Only when it
 * records nothing is the exam read, to refuse with the reason or to answer a resend with its stored outcome.
 */
export async function answerExam(
  ctx: ExamContext,
  body: ExamAnswerBody,
  /** The question's review card as read with the session (undefined: not read; null: the learner has none). */
  card?: CardState | null,
): Promise<ExamAnswerResponse> {
  const write = {
    examId: body.exam_id,
    userId: ctx.user.id,
    questionId: body.question_id,
    answerId: body.answer_id,
    clientAnswerId: body.client_answer_id,
    now: ctx.now,
    cutoff: new Date(ctx.now.getTime() - ANSWER_GRACE_MS),
  };
  // The answer its review card keeps as the latest (decision 126); the statement reads the question's theme.
  const given = { questionId: body.question_id, answerId: body.answer_id, themeId: null };
  let optimistic = card !== undefined;
  for (let i = 0; i < RACE_RETRIES; i++) {
    let written: repo.RecordedAnswer | null = null;
    if (optimistic) {
      // One statement: the answer and its card (the move for a right and for a wrong answer, the statement
      // picks); it fails whole when the card moved since it was read, and the answer is then written the
      // locking way.
      const from = card ?? null;
      const cards: CardMove[] = [true, false].map((correct) => ({
        questionId: body.question_id,
        when: correct,
        from,
        to: nextCard(from, correct, ctx.now),
        answer: { ...given, correct },
      }));
      try {
        written = await repo.recordAnswer(ctx.db, { ...write, cards });
      } catch (error) {
        if (!isCardConflict(error)) throw error;
        optimistic = false;
        i--;
        continue;
      }
    } else {
      // The review card of the question moves with the answer, in the same transaction (study/review-cards.ts).
      written = await withReviewCards(
        ctx.db,
        ctx.user.id,
        ctx.now,
        (tx) => repo.recordAnswer(tx, write),
        (stored) => (stored ? [{ ...given, correct: stored.correct }] : []),
      );
    }
    if (written) return recorded(ctx, body, written);
    // A later try reads the card again the locking way: this one may be stale after a race.
    optimistic = false;
    const explained = await explain(ctx, body);
    if (explained) return explained;
  }
  throw new HttpError(409, examMessages.changed);
}

async function recorded(
  ctx: ExamContext,
  body: ExamAnswerBody,
  written: repo.RecordedAnswer,
): Promise<ExamAnswerResponse> {
  const given: repo.ExamAnswerRow = {
    questionId: body.question_id,
    answerId: body.answer_id,
    correct: written.correct,
    clientAnswerId: body.client_answer_id,
  };
  const counts = { correct: written.correctCount, mistakes: written.mistakes };
  const state = { ...counts, questionCount: written.questionCount, deadlineAt: written.deadlineAt };
  if (!endReason(state, ctx.now)) {
    return {
      question_id: given.questionId,
      answer_id: given.answerId,
      correct: given.correct,
      right_answer_id: written.rightAnswerId,
      correct_count: counts.correct,
      mistakes: counts.mistakes,
      answered: counts.correct + counts.mistakes,
      over: false,
      end_reason: null,
      passed: null,
      seconds_left: secondsLeft(written.deadlineAt, ctx.now),
    };
  }
  // This answer ended the exam: the read closes it with every answer (its outcome lists the mistakes).
  const { read } = await readSettled(ctx, body.exam_id);
  if (!read.exam) throw notFound(examMessages.notFound);
  return outcome(read.exam, given, counts, written.rightAnswerId, ctx.now);
}
