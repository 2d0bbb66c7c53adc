import { z } from 'zod';
import {
  answerEntrySchema,
  learningMessages,
  type CreditResultBody,
  type LessonResultBody,
  type ResultOutcome,
} from '@pdr/contract/learning';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import type { CategoryContent } from '../content/categories.ts';
import { storedAttempt } from '../study/statements.ts';
import { openCreditDay } from './credit-day.ts';
import { HttpError, forbidden, unprocessable } from '../../lib/http-errors.ts';
import * as repo from '../study/repository.ts';
import { writeResult, type WriteStatus } from '../study/result-write.ts';
import { CAP_MESSAGES, overCap } from '../../lib/row-caps.ts';
import { parseAnswerEntries } from '../study/answers.ts';
import { isCardConflict, movesOf, withReviewCards } from '../study/review-cards.ts';
import type { ResultRead } from '../study/session-reads.ts';
import { parseTimeSeconds, scorePercent } from '../study/scoring.ts';
import { assertTestOpen } from './access.ts';
import { testCategory, themeQuestionIds, viewOf } from './service.ts';
import { bestProgressCar, resultPassed, splitIntoBlocks } from './rules.ts';
import { hasPremium } from '../premium/access.ts';

type ResultBody = LessonResultBody | CreditResultBody;

// A credit test may end on the timer with nothing answered; lessons need their answers (checked below).
const entriesSchema = z.array(answerEntrySchema).max(400);

/** A stored outcome as of now: its right answers are a Premium review, so they go only to a Premium learner. */
function ownOutcome(stored: repo.StoredAttempt, user: AuthUser, now: Date): ResultOutcome {
  if (stored.userId !== user.id) throw new HttpError(409, learningMessages.attemptOfAnotherUser);
  const outcome = stored.outcome as ResultOutcome;
  if (hasPremium(user.premiumUntil, now) || outcome.correct_answers.length === 0) return outcome;
  return { ...outcome, correct_answers: [] };
}

async function storedOutcome(
  db: Db,
  user: AuthUser,
  attemptId: string,
  now: Date,
): Promise<ResultOutcome | null> {
  const row = await storedAttempt(db, attemptId);
  return row ? ownOutcome(row, user, now) : null;
}

/**
 * The right answers of a credit test's review: Premium only (spec section 4), and only for the questions the
 * learner answered in it, so an empty or partial submission reveals nothing about the rest of the theme.
 */
function reviewAnswers(
  content: CategoryContent,
  answered: readonly { questionId: number }[],
  premium: boolean,
): ResultOutcome['correct_answers'] {
  if (!premium) return [];
  return answered.flatMap(({ questionId }) =>
    (content.questions.get(questionId)?.answers ?? [])
      .filter((a) => a.correct)
      .map((a) => ({ question_id: questionId, answer_id: a.id })),
  );
}

/**
 * Scores a finished theme, retest or credit test from the answer ids alone (a client's `correct` flags are
 * ignored) and records it once: a resend of the same attempt id gets the stored outcome.
 */
export async function recordResult(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  body: ResultBody,
  now: Date,
  read?: ResultRead,
): Promise<ResultOutcome> {
  // The learner's rows, the content version and any attempt stored under this id, in one round trip (or read
  // with the session).
  const progress = read?.progress ?? (await repo.userProgress(db, user.id, body.attempt_id));
  if (progress.attempt) return ownOutcome(progress.attempt, user, now);

  const type = body.type === 'all_thema' ? 'all_theme' : body.type;
  const timeS = parseTimeSeconds(body.time);
  if (timeS === null) throw unprocessable({ time: learningMessages.timeText });
  const entries = parseAnswerEntries(body.data_question, entriesSchema, { unique: true });
  const test = { type, themeId: body.theme_id, blockIdx: type === 'all_theme' ? null : (body.idx ?? 0) };
  const view = await viewOf(cache, progress, user, now, testCategory(user, progress.saved, test));
  const state = assertTestOpen(view, { ...test, blockIdx: body.idx ?? 0 })!;
  const { content } = view;
  const themeIds = themeQuestionIds(content, body.theme_id);

  let allowed: readonly number[];
  let blockIdx: number | null = null;
  if (type === 'all_theme') {
    allowed = themeIds;
  } else {
    blockIdx = body.idx ?? 0;
    const block = splitIntoBlocks(themeIds)[blockIdx];
    if (!block) throw unprocessable({ idx: learningMessages.noSuchBlock });
    allowed = block;
  }
  const allowedSet = new Set(allowed);
  entries.forEach((e, i) => {
    if (!allowedSet.has(e.question_id)) {
      throw unprocessable({ [`data_question.${i}.question_id`]: learningMessages.questionNotInTest });
    }
  });
  if (type === 'retest' && entries.length === 0) {
    throw unprocessable({ data_question: learningMessages.noAnswers });
  }
  if (type === 'theme' && entries.length !== allowed.length) {
    throw unprocessable({ data_question: learningMessages.allBlockAnswers });
  }

  const byId = await repo.answersById(
    db,
    content,
    entries.map((e) => e.answer_id),
  );
  const scored = entries.map((e, i) => {
    const a = byId.get(e.answer_id);
    if (!a || a.questionId !== e.question_id) {
      throw unprocessable({ [`data_question.${i}.answer_id`]: learningMessages.answerOfAnotherQuestion });
    }
    // The theme goes with the answer to its review card, which keeps the latest answer (decision 126).
    return { questionId: e.question_id, answerId: e.answer_id, correct: a.correct, themeId: body.theme_id };
  });

  const free = !hasPremium(user.premiumUntil, now);
  if (type === 'all_theme' && free && !(await openCreditDay(db, user.id, body.theme_id, now))) {
    throw forbidden(learningMessages.creditDaily);
  }

  const correct = scored.filter((s) => s.correct).length;
  const total = type === 'all_theme' ? themeIds.length : scored.length;
  const wrongIds = scored.filter((s) => !s.correct).map((s) => s.questionId);
  const correctAnswers = type === 'all_theme' ? reviewAnswers(content, scored, !free) : [];
  const progressCar = type === 'all_theme' ? bestProgressCar([...state.credits, { correct, total }]) : null;
  const outcome: ResultOutcome = {
    attempt_id: body.attempt_id,
    type,
    theme_id: body.theme_id,
    idx: blockIdx,
    result: correct,
    count_question: total,
    percent: scorePercent(correct, total),
    passed: resultPassed(type, correct, total),
    time: timeS,
    wrong_question_ids: wrongIds,
    block:
      blockIdx === null
        ? null
        : {
            idx: blockIdx,
            count: allowed.length,
            errors: wrongIds.length,
            success: correct,
            status: wrongIds.length > 0 ? 'error' : 'done',
          },
    progress_car: progressCar,
    correct_answers: correctAnswers,
  };

  const write = {
    userId: user.id,
    type,
    themeId: body.theme_id,
    blockIdx,
    category: content.category,
    progressKey: content.progressKeys.get(body.theme_id) ?? '',
    correct,
    total,
    timeS,
    outcome,
    scored,
    wrongIds,
    closeCreditDay: type === 'all_theme' && free,
    now,
  };
  let status: WriteStatus | undefined;
  if (read) {
    // The cards read with the session move in the result's own statement, which fails whole if one of them
    // moved meanwhile (study/review-cards.ts, cardMoves); then the locking way below.
    try {
      status = await writeResult(db, { ...write, cards: movesOf(read.cards, scored, now) });
    } catch (error) {
      if (!isCardConflict(error)) throw error;
    }
  }
  // The review cards move with the answers, in the same transaction (modules/study/review-cards.ts).
  status ??= await withReviewCards(
    db,
    user.id,
    now,
    (tx) => writeResult(tx, write),
    (written) => (written === 'written' ? scored : []),
  );
  if (status === 'written') return outcome;
  // Another request with the same attempt id won the race: answer with what it stored.
  const stored = await storedOutcome(db, user, body.attempt_id, now);
  if (stored) return stored;
  if (status === 'over-cap') throw overCap(CAP_MESSAGES.attempts);
  // Another result of the day's credit test, sent alongside this one, closed the day first (decision 130).
  if (write.closeCreditDay) throw forbidden(learningMessages.creditDaily);
  throw new HttpError(409, learningMessages.resultRace);
}
