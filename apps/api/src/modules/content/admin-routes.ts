import { adminContentResponseSchema } from '@pdr/contract/admin';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { contentInfo } from './console.ts';

/**
 * The console's page of the loaded pack, registered inside the console (modules/admin/routes.ts); the pack's
 * upload is `content-upload.ts`.
 */
export const contentAdminRoutes: ConsoleRoutes = async (app) => {
  app.get(
    '/admin/content',
    {
      schema: {
        tags: TAGS,
        summary: 'Завантажений пакет змісту',
        response: { 200: adminContentResponseSchema, ...errors },
      },
    },
    async () => contentInfo(app.db, app.contentCache),
  );
};
