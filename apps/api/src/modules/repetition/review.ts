import { z } from 'zod';
import { answerEntrySchema, learningMessages, type ResultOutcome } from '@pdr/contract/learning';
import { REVIEW_SESSION_SIZE, repetitionMessages, type ReviewResultBody } from '@pdr/contract/repetition';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { parseTimeSeconds, scorePercent } from '../study/scoring.ts';
import { answersById, loadQuestions, openSession, toSavedSession } from '../study/repository.ts';
import { questionListData, questionsPayload, type QuestionsPayload } from '../study/payload.ts';
import { parseAnswerEntries } from '../study/answers.ts';
import type { WriteStatus } from '../study/result-write.ts';
import { storedAttempt, type StoredAttemptRow } from '../study/statements.ts';
import { CAP_MESSAGES, overCap } from '../../lib/row-caps.ts';
import { isCardConflict, knownCards, movesOf, withReviewCards } from '../study/review-cards.ts';
import { activeCategoryOf } from '../content/categories.ts';
import * as repo from './repository.ts';
import { assertPremium } from './service.ts';

/**
 * 'Повторення на сьогодні': up to 20 questions due before the end of today, most overdue first, served as a lesson
 * (right answers revealed after a wrong one, hints and video) and remembered as the learner's test in progress.
 */
export async function dueSession(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  publicUrl: string,
  due: repo.DueIdsRow,
): Promise<QuestionsPayload> {
  const { dueIds: ids, version } = due;
  if (ids.length === 0) throw notFound(repetitionMessages.nothingDue);
  const content = await cache.at(version);
  const list = await loadQuestions(db, content, ids);
  const questionIds = list.map((q) => q.id);
  const started = await openSession(
    db,
    user.id,
    { type: 'review', themeId: null, blockIdx: null, questionIds, category: activeCategoryOf(user) },
    toSavedSession(due.saved),
  );
  // The JSON (questionsResponseSchema) in parts, as the lessons send them (study/payload.ts): the questions'
  // JSON is memoised per content snapshot; the list itself is the learner's own, so it is not kept.
  return questionsPayload(
    {
      type: 'review',
      theme_id: null,
      idx: null,
      count: list.length,
      reveal: true,
      started_at: started.toISOString(),
    },
    questionListData(list, publicUrl, true),
  );
}

const entriesSchema = z.array(answerEntrySchema).min(1).max(REVIEW_SESSION_SIZE);

function ownOutcome([userId, outcome]: StoredAttemptRow, user: AuthUser): ResultOutcome {
  if (userId !== user.id) throw new HttpError(409, learningMessages.attemptOfAnotherUser);
  return outcome as ResultOutcome;
}

/**
 * Scores the due session from the answer ids alone and records it once by attempt id; its answers move the same
 * review cards as every other answer. Only questions the learner has a card of can be answered here. `read` is
 * what the route read with the session (session-reads.ts, withReviewResultRead).
 */
export async function recordReview(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  body: ReviewResultBody,
  now: Date,
  read: repo.ReviewResultRow,
): Promise<ResultOutcome> {
  if (read.attempt) return ownOutcome(read.attempt, user);
  assertPremium(user, now);
  const timeS = parseTimeSeconds(body.time);
  if (timeS === null) throw unprocessable({ time: learningMessages.timeText });
  const entries = parseAnswerEntries(body.data_question, entriesSchema, { unique: true });
  const owned = knownCards(read.cards);
  const content = await cache.at(read.version);
  const byId = await answersById(
    db,
    content,
    entries.map((e) => e.answer_id),
  );
  const scored = entries.map((e, i) => {
    if (!owned.has(e.question_id)) {
      throw unprocessable({ [`data_question.${i}.question_id`]: repetitionMessages.notReviewed });
    }
    const answer = byId.get(e.answer_id);
    if (!answer || answer.questionId !== e.question_id) {
      throw unprocessable({ [`data_question.${i}.answer_id`]: learningMessages.answerOfAnotherQuestion });
    }
    const themeId = content.questions.get(e.question_id)?.themeId;
    if (themeId === undefined)
      throw unprocessable({ [`data_question.${i}.question_id`]: repetitionMessages.questionGone });
    return { questionId: e.question_id, answerId: e.answer_id, correct: answer.correct, themeId };
  });
  const correct = scored.filter((s) => s.correct).length;
  const wrong = scored.filter((s) => !s.correct).map((s) => s.questionId);
  const outcome: ResultOutcome = {
    attempt_id: body.attempt_id,
    type: 'review',
    theme_id: null,
    idx: null,
    result: correct,
    count_question: scored.length,
    percent: scorePercent(correct, scored.length),
    passed: wrong.length === 0,
    time: timeS,
    wrong_question_ids: wrong,
    block: null,
    progress_car: null,
    correct_answers: [],
  };
  const write = {
    userId: user.id,
    attemptId: body.attempt_id,
    correct,
    total: scored.length,
    timeS,
    outcome,
    scored,
    now,
  };
  // The cards read with the session move in the result's own statement, which fails whole if one of them moved
  // meanwhile (cards.ts, cardMoves); then the locking way.
  let status: WriteStatus | undefined;
  try {
    status = await repo.writeReview(db, { ...write, cards: movesOf(owned, scored, now) });
  } catch (error) {
    if (!isCardConflict(error)) throw error;
  }
  status ??= await withReviewCards(
    db,
    user.id,
    now,
    (tx) => repo.writeReview(tx, write),
    (written) => (written === 'written' ? scored : []),
  );
  if (status === 'written') return outcome;
  // Another request with the same attempt id won the race: answer with what it stored.
  const winner = await storedAttempt(db, body.attempt_id);
  if (winner) return ownOutcome([winner.userId, winner.outcome], user);
  if (status === 'over-cap') throw overCap(CAP_MESSAGES.attempts);
  throw new HttpError(409, repetitionMessages.resultRace);
}
