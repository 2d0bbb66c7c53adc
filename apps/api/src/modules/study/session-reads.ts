import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '../../lib/gzip-parts.ts';
import { requireSession, sessionWith } from '../../plugins/auth.ts';
import { creditResultBodySchema, type LessonResultBody } from '@pdr/contract/learning';
import { cardIdsParam, knownCards, knownCardsColumn, type KnownCardRow } from './review-cards.ts';
import { progressColumns, savedSessionColumn, type ProgressRow, type SavedSessionRow } from './statements.ts';
import { payloadBytes, payloadGzip, payloadLength, type QuestionsPayload } from './payload.ts';
import { toUserProgress, type UserProgress } from './repository.ts';
import type { CardState } from './card-schedule.ts';

/**
 * The learner's progress read in the statement that looks up the session (plugins/auth.ts, sessionWith): a
 * learning request costs one round trip for both. The session itself is checked as on every other request.
 */
const progressSession = sessionWith<ProgressRow>('auth_learning_progress', progressColumns);

/** Route options of a learning read: the session and the learner's progress in one statement, before the handler. */
export const withProgress = progressSession.options('preHandler', () => ({ attemptId: null }));

const questionsSession = sessionWith<ProgressRow & { saved: SavedSessionRow | null }>(
  'auth_learning_questions',
  (userId) => ({ ...progressColumns(userId), saved: savedSessionColumn(userId) }),
);

/**
 * Route options of a read that opens a test (a block, a retest, a credit test): withProgress's read and the saved
 * test in progress, so reopening the same test costs no write.
 */
export const withQuestionsRead = questionsSession.options('preHandler', () => ({ attemptId: null }));

/** The learner's progress read with the session (withProgress or withQuestionsRead). */
export function progressOf(request: FastifyRequest): UserProgress {
  return toUserProgress(progressSession.of(request));
}

const resultSession = sessionWith<ProgressRow & { cards: KnownCardRow[]; saved: SavedSessionRow | null }>(
  'auth_learning_result',
  (userId) => ({
    ...progressColumns(userId),
    // The result is scored in the category its test was opened in (learning/service.ts, testCategory).
    saved: savedSessionColumn(userId),
    cards: knownCardsColumn(userId),
  }),
);

/** What a result's route read with the session (withResultRead): the learner's progress and the answered cards. */
export interface ResultRead {
  progress: UserProgress;
  cards: ReadonlyMap<number, CardState>;
}

const MAX_INT = 2 ** 31 - 1;

/** The question ids of the submitted answers that can be ids at all; the result's scoring checks the rest. */
export function answeredIds(raw: string): number[] {
  try {
    const json: unknown = JSON.parse(raw);
    if (!Array.isArray(json)) return [];
    return json
      .map((e: unknown) => (e && typeof e === 'object' ? (e as { question_id?: unknown }).question_id : null))
      .filter((q): q is number => Number.isInteger(q) && (q as number) > 0 && (q as number) <= MAX_INT)
      .slice(0, 400);
  } catch {
    return [];
  }
}

/**
 * Route options of a lesson result: the session, the learner's progress, the attempt under the body's id and
 * the review cards of the answered questions, in one statement after the body is checked.
 */
export const withResultRead = resultSession.options('preHandler', (request) => {
  const body = request.body as LessonResultBody;
  return { attemptId: body.attempt_id, cardQuestionIds: cardIdsParam(answeredIds(body.data_question)) };
});

/**
 * Route options of /test-successful: a credit test's result reads as a lesson's does (withResultRead), an exam's
 * takes the session alone (its answers were read one by one). Before the body is checked, so a guest gets 401
 * whatever he sends; a body that is not a result reads no attempt and no cards.
 */
export const withCreditResultRead = {
  config: { sessionInRoute: true },
  preValidation: async (request: FastifyRequest) => {
    const body = request.body as
      { type?: unknown; attempt_id?: unknown; data_question?: unknown } | undefined;
    if (body?.type === 'exam') return requireSession(request);
    const attemptId = creditResultBodySchema.shape.attempt_id.safeParse(body?.attempt_id);
    const answers = typeof body?.data_question === 'string' ? answeredIds(body.data_question) : [];
    return resultSession.read(request, {
      attemptId: attemptId.success ? attemptId.data : null,
      cardQuestionIds: cardIdsParam(answers),
    });
  },
};

/** What withResultRead (or withCreditResultRead for a credit test) read. */
export function resultReadOf(request: FastifyRequest): ResultRead {
  const row = resultSession.of(request);
  return { progress: toUserProgress(row), cards: knownCards(row.cards) };
}

/** Sends questions' JSON as built by learning/service.ts and the review (the bytes of questionsResponseSchema, not serialised again). */
export function sendQuestions(reply: FastifyReply, payload: QuestionsPayload): FastifyReply {
  reply.type('application/json; charset=utf-8');
  // Large lists go out as gzip made from a kept compressed part (lib/gzip-parts.ts); small ones, or a client that
  // takes no gzip, are left to the compression plugin, which skips a body that already has an encoding.
  if (
    !reply.server.gzipParts ||
    payloadLength(payload) < GZIP_FROM_PARTS_MIN ||
    !acceptsGzip(reply.request.headers['accept-encoding'])
  ) {
    return reply.send(payloadBytes(payload));
  }
  return reply
    .header('content-encoding', 'gzip')
    .header('vary', 'accept-encoding')
    .send(payloadGzip(payload));
}

const GZIP_FROM_PARTS_MIN = 1024;
