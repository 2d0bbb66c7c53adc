import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { userSettingsBodySchema, userSettingsSchema } from '@pdr/contract/settings';
import { changeSettings, readSettings } from './service.ts';

const tags = ['settings'];

/** The learner's own settings: theme, text size, reading aloud and language, kept on the account. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/settings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Налаштування учня: тема, розмір тексту, озвучення, мова',
        description:
          'Доки учень нічого не змінив: тема пристрою (system), звичайний текст, без озвучення, українська.',
        response: { 200: userSettingsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => readSettings(app.db, request.user!),
  );

  app.put(
    '/user/settings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Зміна налаштувань учня',
        description:
          'Тіло називає будь-які з налаштувань, хоча б одне; решта лишаються як були. Відповідь: усі налаштування.',
        body: userSettingsBodySchema,
        response: { 200: userSettingsSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => changeSettings(app.db, request.user!, request.body),
  );
};
