import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configResponseSchema, healthResponseSchema } from '@pdr/contract/system';
import { errorResponseSchema } from '@pdr/contract/errors';
import { getPublicConfig } from './service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Чи працює сервер і база даних',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { status: 'ok' as const };
      return reply.status(503).send({ message: 'База даних недоступна' });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Ціна підписки і кількість учнів',
        response: { 200: configResponseSchema },
      },
    },
    async () => getPublicConfig(app.db),
  );
};
