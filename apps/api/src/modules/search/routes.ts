import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  questionViewParamsSchema,
  questionViewSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@pdr/contract/search';
import type { Config } from '../../config.ts';
import { versionedSession } from '../study/context.ts';
import { questionView, searchQuestions } from './service.ts';

const TAGS = ['search'];

/** The session and the content version, in one statement. */
const session = versionedSession('auth_search');

/**
 * Search of the question bank and a found question opened (issue 51, item 1). Signed-in learners only: a guest
 * hears 401 before the query is looked at, a learner's bad query a 422 in their language.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const signedIn = session.options();
  const context = (request: Parameters<typeof session.context>[1]) =>
    session.context(app, request, opts.config);

  app.get(
    '/search',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Пошук питань активної категорії учня',
        description:
          'Питання, у тексті, відповідях чи коментарі яких є кожне слово запиту (як початок слова; регістр і ' +
          'форми апострофа не важать), найкращі першими: слова тексту важать найбільше. `locked` — тема Преміум, а ' +
          'в учня його немає. 422 — запит коротший за 2 літери чи довший за 100 символів.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => searchQuestions(context(request), request.query),
  );

  app.get(
    '/questions/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Питання з правильною відповіддю й коментарем, як його показує урок',
        description:
          '404 — питання немає в активній категорії учня; 403 — питання теми Преміум, а в учня його немає.',
        params: questionViewParamsSchema,
        response: {
          200: questionViewSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => questionView(context(request), request.params.id),
  );
};
