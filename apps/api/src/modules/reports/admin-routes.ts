import {
  adminQuestionParamsSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  adminResolveBodySchema,
  adminResolveResponseSchema,
} from '@pdr/contract/admin';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { reportQueue, resolveReports } from './console.ts';

/** The console's report queue, registered inside the console (modules/admin/routes.ts). */
export const reportsAdminRoutes: ConsoleRoutes = async (app, { operator: op }) => {
  app.get(
    '/admin/reports',
    {
      schema: {
        tags: TAGS,
        summary: 'Черга повідомлень про помилки, згрупована за питаннями',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    async (request) => reportQueue(app.db, request.query),
  );

  app.post(
    '/admin/reports/:questionId/resolve',
    {
      schema: {
        tags: TAGS,
        summary: 'Виправлено / Відхилено: усі відкриті повідомлення про питання',
        params: adminQuestionParamsSchema,
        body: adminResolveBodySchema,
        response: { 200: adminResolveResponseSchema, ...errors },
      },
    },
    async (request) => resolveReports(op(request), request.params.questionId, request.body),
  );
};
