import { inLanguage } from '@pdr/contract/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { offlineThemeResponseSchema, themeIdParamsSchema } from '@pdr/contract/learning';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import { blockOpen, themeState } from './access.ts';
import { encodeQuestionList } from '../study/payload.ts';
import * as repo from '../study/repository.ts';
import { splitIntoBlocks } from './rules.ts';
import { learnerView, themeQuestionIds, toBlocks } from './service.ts';
import { progressOf, withProgress } from '../study/session-reads.ts';

/**
 * GET /api/theme/:id/offline: a theme for the device to keep (decisions 137 and 161). Unlike a block read it opens
 * no test session, so saving a theme never replaces the test in progress. It gives no more than the screens do:
 * access is the map's (a Premium theme only with Premium, a closed theme not at all), and a block's questions with
 * their right answers come only when the lesson route would open that block (access.ts, blockOpen); a locked block
 * is its row of the map. The credit test adds nothing of its own: it asks the theme's questions without their
 * answers, and its star (creditOpen) opens only once every block is done, so by then all of them are here. The
 * device fetches the copy again when a block opens. The results made offline are scored by the server.
 */
export const offlineThemeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  app.get(
    '/theme/:id/offline',
    {
      ...withProgress,
      schema: {
        tags: ['learning'],
        summary:
          'Тема для навчання без мережі: блоки, питання відкритих блоків з відповідями і помилки блоків',
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
      const perBlock = splitIntoBlocks(themeQuestionIds(view.content, state.row.id));
      // The device finds a block's questions by their place (block × 20), so the copy ends at the first block the
      // map keeps closed; a later block open only through an old attempt comes once the closed one opens.
      const closed = perBlock.findIndex((_, idx) => !blockOpen(state, 'theme', idx));
      const ids = (closed === -1 ? perBlock : perBlock.slice(0, closed)).flat();
      const list = await repo.loadQuestions(app.db, view.content, ids);
      const blocks = toBlocks(state);
      return {
        theme_id: state.row.id,
        title: inLanguage(state.row.title, state.row.titleEn),
        free: state.row.free,
        blocks,
        wrong_question_ids: blocks.map((b) => state.results.get(b.idx)?.wrongQuestionIds ?? []),
        data: encodeQuestionList(list, publicBase(opts.config, request), true),
      };
    },
  );
};
