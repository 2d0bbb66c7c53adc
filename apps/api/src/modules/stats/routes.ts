import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { questionStatsParamsSchema, questionStatsSchema } from '@pdr/contract/stats';
import type { Config } from '../../config.ts';
import { versionedSession } from '../study/context.ts';
import { answerStatsOf, questionStats } from './service.ts';

/** The session and the content version, in one statement. */
const session = versionedSession('auth_stats');

/** How hard a question is (issue 51, item 4), for the screen that has just shown its answer. */
export const statsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  app.get(
    '/questions/:id/stats',
    {
      ...session.options(),
      schema: {
        tags: ['stats'],
        summary: 'Скільки учнів відповідають на питання правильно',
        description:
          'Перша відповідь кожного учня; частка правильних (`right_share`, від 0 до 1) — від 30 учнів, інакше ' +
          'null. Оновлюється не частіше, ніж раз на 5 хвилин. 404 — такого питання немає.',
        params: questionStatsParamsSchema,
        response: {
          200: questionStatsSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const ctx = session.context(app, request, opts.config);
      return questionStats(await ctx.cache.at(ctx.version), answerStatsOf(app.db), request.params.id);
    },
  );
};
