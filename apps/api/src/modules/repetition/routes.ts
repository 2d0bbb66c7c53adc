import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { questionsResponseSchema, resultResponseSchema } from '@pdr/contract/learning';
import {
  messageResponseSchema,
  repeatCountsSchema,
  repeatThemesQuerySchema,
  repeatThemesResponseSchema,
  repetitionMessages,
  reviewResultBodySchema,
  reviewSummarySchema,
} from '@pdr/contract/repetition';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { resetStatistics } from '../study/reset.ts';
import { sendQuestions } from '../study/session-reads.ts';
import { dueSession, recordReview } from './review.ts';
import { repeatCounts, repeatThemes, reviewSummary } from './service.ts';
import {
  cardCountsOf,
  dueIdsOf,
  reviewResultReadOf,
  themeAnswersOf,
  withCardCounts,
  withDueIds,
  withReviewResultRead,
  withThemeAnswers,
} from './session-reads.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const TAGS = ['repetition'];

/** requireUser has run, so the user is there. */
function userOf(request: FastifyRequest): AuthUser {
  return request.user!;
}

/** Repetition (spec sections 2, 4 and 7; decisions 070 to 074): theme strengths, spaced review, reset. */
export const repetitionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const auth = { preHandler: app.requireUser };
  const cache = app.contentCache;

  app.get(
    '/get-repeat-themes',
    {
      // Signed in and Premium, with the read in the session's statement (session-reads.ts).
      ...withThemeAnswers,
      schema: {
        tags: TAGS,
        summary: 'Теми учня за силою (слабкі, середні, сильні)',
        querystring: repeatThemesQuerySchema,
        response: { 200: repeatThemesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      type: request.query.type,
      themes: await repeatThemes(cache, userOf(request), themeAnswersOf(request), request.query.type),
    }),
  );

  app.get(
    '/get-repeat-themes-count',
    {
      ...withThemeAnswers,
      schema: {
        tags: TAGS,
        summary: 'Кількість тем кожної сили',
        response: { 200: repeatCountsSchema, ...errors },
      },
    },
    async (request) => repeatCounts(cache, userOf(request), themeAnswersOf(request)),
  );

  app.get(
    '/repetition/summary',
    {
      ...withCardCounts,
      schema: {
        tags: TAGS,
        summary: 'Скільки питань до повторення сьогодні й завтра',
        response: { 200: reviewSummarySchema, ...errors },
      },
    },
    async (request) => reviewSummary(cardCountsOf(request)),
  );

  app.get(
    '/repetition/due',
    {
      ...withDueIds,
      schema: {
        tags: TAGS,
        summary: 'Повторення на сьогодні: до 20 питань, яким настав час (base64 JSON)',
        response: { 200: questionsResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuestions(
        reply,
        await dueSession(app.db, cache, userOf(request), publicBase(opts.config, request), dueIdsOf(request)),
      ),
  );

  app.post(
    '/repetition/result',
    {
      // Signed in, with the stored attempt and the answered cards in the session's statement (session-reads.ts).
      ...withReviewResultRead,
      schema: {
        tags: TAGS,
        summary: 'Результат повторення на сьогодні (один раз на attempt_id)',
        body: reviewResultBodySchema,
        response: {
          200: resultResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await recordReview(
        app.db,
        cache,
        userOf(request),
        request.body,
        new Date(),
        reviewResultReadOf(request),
      ),
    }),
  );

  app.get(
    '/reset/statistic',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Скинути статистику навчання (історія тестів лишається)',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetStatistics(app.db, userOf(request).id, new Date());
      return { message: repetitionMessages.resetDone };
    },
  );
};
