import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  favouriteIdsResponseSchema,
  favouriteParamsSchema,
  favouriteStateSchema,
  favouritesResponseSchema,
  favouritesResultBodySchema,
  type FavouritesResultBody,
} from '@pdr/contract/favourites';
import { questionsResponseSchema, resultResponseSchema } from '@pdr/contract/learning';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import { sessionWith } from '../../plugins/auth.ts';
import { contentVersion } from '../study/statements.ts';
import { cardSessionResultColumns, type CardSessionResultRow } from '../study/card-session.ts';
import { cardIdsParam } from '../study/review-cards.ts';
import { answeredIds, sendQuestions } from '../study/session-reads.ts';
import {
  favouriteIds,
  favouritesRun,
  listFavourites,
  recordFavouritesRun,
  starQuestion,
  unstarQuestion,
  type FavouritesContext,
} from './service.ts';

const TAGS = ['favourites'];
const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** The session and the content version, in one statement (plugins/auth.ts, sessionWith). */
const versionRead = sessionWith<{ version: number }>('auth_favourites', () => ({
  version: contentVersion(),
}));

/**
 * The run's result: the session, the attempt under the body's id, the content version and the cards of the answered
 * questions, in one statement after the body is checked (study/card-session.ts).
 */
const resultRead = sessionWith<CardSessionResultRow>('auth_favourites_result', cardSessionResultColumns);

/**
 * A learner's favourites ('Обрані', issue 51): star, unstar, the list and the starred ids. Signed-in learners only;
 * a guest hears 401 before the question id is looked at.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const signedIn = versionRead.options('preValidation');
  const context = (
    request: FastifyRequest,
    version = versionRead.of(request).version,
  ): FavouritesContext => ({
    db: app.db,
    cache: app.contentCache,
    user: request.user!,
    version,
    publicUrl: publicBase(opts.config, request),
    now: new Date(),
  });

  app.get(
    '/favourites',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Обрані питання учня, нові першими, з темами',
        description:
          'Лише питання, які має активна категорія учня; текст питання й назва теми мовою запиту, адреса малюнка повна.',
        response: { 200: favouritesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => listFavourites(context(request)),
  );

  app.get(
    '/favourites/ids',
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Номери обраних питань учня, щоб показати стан зірочки',
        response: { 200: favouriteIdsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => favouriteIds(app.db, request.user!),
  );

  /** A star's or an unstar's options: the question by its id, the state answered. */
  const onQuestion = (summary: string, description: string) => ({
    ...signedIn,
    schema: {
      tags: TAGS,
      summary,
      description,
      params: favouriteParamsSchema,
      response: { 200: favouriteStateSchema, ...errors },
    },
  });

  app.put(
    '/favourites/:questionId',
    onQuestion(
      'Додати питання в обрані',
      'Повторний виклик нічого не змінює. 404 — такого питання немає; 422 — в обраних уже найбільша кількість питань.',
    ),
    async (request) => starQuestion(context(request), request.params.questionId),
  );

  app.delete(
    '/favourites/:questionId',
    onQuestion(
      'Прибрати питання з обраних',
      'Повторний виклик нічого не змінює. 404 — такого питання немає і в обраних його не було.',
    ),
    async (request) => unstarQuestion(context(request), request.params.questionId),
  );

  app.get(
    '/favourites/run',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Пройти обрані: до 20 обраних питань як урок (base64 JSON)',
        description:
          'Питання навмання з обраних, які учень може пройти зараз (активна категорія; теми з Преміум — лише з ' +
          'Преміум); тест запам’ятовується як незавершений. 404 — таких питань немає.',
        response: { 200: questionsResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => sendQuestions(reply, await favouritesRun(context(request))),
  );

  app.post(
    '/favourites/result',
    {
      ...resultRead.options('preHandler', (request) => {
        const body = request.body as FavouritesResultBody;
        return { attemptId: body.attempt_id, cardQuestionIds: cardIdsParam(answeredIds(body.data_question)) };
      }),
      schema: {
        tags: TAGS,
        summary: 'Результат «Пройти обрані» (один раз на attempt_id)',
        description: 'Рахується як робота над помилками; відповіді рухають картки повторення.',
        body: favouritesResultBodySchema,
        response: {
          200: resultResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const read = resultRead.of(request);
      return {
        status: 'ok' as const,
        result: await recordFavouritesRun(context(request, read.version), request.body, read),
      };
    },
  );
};
