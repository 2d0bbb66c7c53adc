import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { offlineThemeResponseSchema, themeIdParamsSchema } from '@pdr/contract/learning';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import { themeState } from './access.ts';
import { encodeQuestionList } from './payload.ts';
import * as repo from './repository.ts';
import { learnerView, themeQuestionIds, toBlocks } from './service.ts';
import { progressOf, withProgress } from './session-reads.ts';

/**
 * GET /api/theme/:id/offline: a theme for the device to keep (issue 28, decision 137). Unlike a block read it opens
 * no test session, so saving a theme never replaces the test in progress, and it brings every block, locked ones
 * too, because a learner offline goes on from block to block. Access is the map's: a Premium theme only with
 * Premium, a closed theme not at all. The results made offline are scored by the server when they arrive.
 */
export const offlineThemeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  app.get(
    '/theme/:id/offline',
    {
      ...withProgress,
      schema: {
        tags: ['learning'],
        summary: 'Тема для навчання без мережі: блоки, питання з відповідями і помилки блоків',
        params: themeIdParamsSchema,
        response: {
          200: offlineThemeResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const view = await learnerView(
        app.db,
        app.contentCache,
        request.user!,
        new Date(),
        progressOf(request),
      );
      const state = themeState(view, request.params.id, true);
      const ids = themeQuestionIds(view.content, state.row.id);
      const list = await repo.loadQuestions(app.db, view.content, ids);
      const blocks = toBlocks(state);
      return {
        theme_id: state.row.id,
        title: state.row.title,
        free: state.row.free,
        blocks,
        wrong_question_ids: blocks.map((b) => state.results.get(b.idx)?.wrongQuestionIds ?? []),
        data: encodeQuestionList(list, publicBase(opts.config, request), true),
      };
    },
  );
};
