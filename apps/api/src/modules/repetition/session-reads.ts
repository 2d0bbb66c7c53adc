import type { FastifyRequest } from 'fastify';
import { REVIEW_SESSION_SIZE, type ReviewResultBody } from '@pdr/contract/repetition';
import { sessionWith } from '../../plugins/auth.ts';
import { answeredIds } from '../study/session-reads.ts';
import { cardIdsParam } from '../study/review-cards.ts';
import { kyivMidnight } from '../../lib/kyiv-day.ts';
import {
  cardCountsColumns,
  dueIdsColumns,
  themeAnswersColumns,
  type CardCountsRow,
  type DueIdsRow,
  type ThemeAnswersRow,
} from './repository.ts';
import { assertPremium } from './service.ts';
import { cardSessionResultColumns, type CardSessionResultRow } from '../study/card-session.ts';

/**
 * Repetition's reads in the statement that looks up the session (plugins/auth.ts, sessionWith): one round trip
 * for both (decision 105). The session is checked as on every other request; Premium is checked on the user row
 * the same statement read, so an ended Premium is refused at once.
 */
const themesRead = sessionWith<ThemeAnswersRow>('auth_repetition_themes', themeAnswersColumns);
const summaryRead = sessionWith<CardCountsRow>('auth_repetition_summary', cardCountsColumns);
const dueRead = sessionWith<DueIdsRow>('auth_repetition_due', dueIdsColumns);
const resultRead = sessionWith<CardSessionResultRow>('auth_repetition_result', cardSessionResultColumns);

/** Signed in (with the route's read) and Premium, in that order. */
function premiumWith<T>(
  read: ReturnType<typeof sessionWith<T>>,
  params?: (request: FastifyRequest) => Record<string, unknown>,
) {
  return read.options('preHandler', params, (user) => assertPremium(user, new Date()));
}

/** The answered themes' latest answers: the theme strengths' read. */
export const withThemeAnswers = premiumWith(themesRead);
export const themeAnswersOf = (request: FastifyRequest) => themesRead.of(request);

/** Today's and tomorrow's due counts, in Kyiv days. */
export const withCardCounts = premiumWith(summaryRead, () => {
  const now = new Date();
  return {
    todayEnd: kyivMidnight(now, 1).toISOString(),
    tomorrowEnd: kyivMidnight(now, 2).toISOString(),
  };
});
export const cardCountsOf = (request: FastifyRequest) => summaryRead.of(request);

/** The ids due before the end of today (Kyiv), most overdue first, a session's worth. */
export const withDueIds = premiumWith(dueRead, () => ({
  dueUntil: kyivMidnight(new Date(), 1).toISOString(),
  dueLimit: REVIEW_SESSION_SIZE,
}));
export const dueIdsOf = (request: FastifyRequest) => dueRead.of(request);

/**
 * The due session's result: the session, the attempt under the body's id, the content version and the cards of the
 * answered questions, in one statement after the body is checked. Premium is checked by recordReview, after a
 * stored attempt is answered (a resend after Premium ended still gets its result).
 */
export const withReviewResultRead = resultRead.options('preHandler', (request) => {
  const body = request.body as ReviewResultBody;
  return { attemptId: body.attempt_id, cardQuestionIds: cardIdsParam(answeredIds(body.data_question)) };
});
export const reviewResultReadOf = (request: FastifyRequest) => resultRead.of(request);
