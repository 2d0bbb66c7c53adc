import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  favouriteIdsResponseSchema,
  favouriteParamsSchema,
  favouriteStateSchema,
  favouritesResponseSchema,
} from '@pdr/contract/favourites';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import { sessionWith } from '../../plugins/auth.ts';
import { contentVersion } from '../study/statements.ts';
import {
  favouriteIds,
  listFavourites,
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
 * A learner's favourites ('Обрані', issue 51): star, unstar, the list and the starred ids. Signed-in learners only;
 * a guest hears 401 before the question id is looked at.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const signedIn = versionRead.options('preValidation');
  const context = (request: FastifyRequest): FavouritesContext => ({
    db: app.db,
    cache: app.contentCache,
    user: request.user!,
    version: versionRead.of(request).version,
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
};
