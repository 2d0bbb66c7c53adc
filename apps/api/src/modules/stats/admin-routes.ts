import { hardQuestionsQuerySchema, hardQuestionsResponseSchema } from '@pdr/contract/stats';
import { readContentVersion } from '../../plugins/content-cache.ts';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { answerStatsOf, hardQuestions } from './service.ts';

/** The console's 'Складні питання' (issue 51, item 4), registered inside the console (modules/admin/routes.ts). */
export const statsAdminRoutes: ConsoleRoutes = async (app) => {
  app.get(
    '/admin/questions/hard',
    {
      schema: {
        tags: TAGS,
        summary: 'Складні питання категорії: найрідше правильні й ймовірні помилки ключа',
        description:
          'Питання, на які відповіли щонайменше 30 учнів: спершу ті, чия найчастіша перша відповідь — не ключ ' +
          '(ймовірна помилка в банку), далі за часткою правильних; до 100.',
        querystring: hardQuestionsQuerySchema,
        response: { 200: hardQuestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const content = await app.contentCache.at(await readContentVersion(app.db));
      return hardQuestions(app.db, content, answerStatsOf(app.db), request.query.category);
    },
  );
};
