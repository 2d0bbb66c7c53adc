import { z } from 'zod';
import {
  adminFeedbackQuerySchema,
  adminFeedbackResponseSchema,
  adminIdParamsSchema,
  adminMessages,
} from '@pdr/contract/admin';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { feedbackDone, feedbackList } from './console.ts';

const savedSchema = z.object({ message: z.string() });

/** The console's inbox of the contact form, registered inside the console (modules/admin/routes.ts). */
export const feedbackAdminRoutes: ConsoleRoutes = async (app, { operator: op }) => {
  app.get(
    '/admin/feedback',
    {
      schema: {
        tags: TAGS,
        summary: "Повідомлення зворотного зв'язку",
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => feedbackList(app.db, request.query.state),
  );

  app.post(
    '/admin/feedback/:id/done',
    {
      schema: {
        tags: TAGS,
        summary: 'Опрацьовано',
        params: adminIdParamsSchema,
        response: { 200: savedSchema, ...errors },
      },
    },
    async (request) => {
      await feedbackDone(op(request), request.params.id);
      return { message: adminMessages.saved };
    },
  );
};
