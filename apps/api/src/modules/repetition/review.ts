import type { ResultOutcome } from '@pdr/contract/learning';
import { REVIEW_SESSION_SIZE, repetitionMessages, type ReviewResultBody } from '@pdr/contract/repetition';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadQuestions, openSession, toSavedSession } from '../study/repository.ts';
import { questionListData, questionsPayload, type QuestionsPayload } from '../study/payload.ts';
import { recordCardSession, type CardSessionResultRow } from '../study/card-session.ts';
import { activeCategoryOf } from '../content/categories.ts';
import type * as repo from './repository.ts';
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

/**
 * Scores the due session and records it once by attempt id (study/card-session.ts): Premium, and only questions the
 * learner has a card of. `read` is what the route read with the session (session-reads.ts, withReviewResultRead).
 */
export function recordReview(
  db: Db,
  cache: ContentCache,
  user: AuthUser,
  body: ReviewResultBody,
  now: Date,
  read: CardSessionResultRow,
): Promise<ResultOutcome> {
  return recordCardSession(db, cache, user, body, now, read, {
    type: 'review',
    size: REVIEW_SESSION_SIZE,
    assertOpen: () => assertPremium(user, now),
    refusal: (questionId, _content, cards) => (cards.has(questionId) ? null : repetitionMessages.notReviewed),
  });
}
