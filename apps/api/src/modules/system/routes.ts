import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configResponseSchema, healthResponseSchema } from '@pdr/contract/system';
import { errorMessages, errorResponseSchema } from '@pdr/contract/errors';
import { getPublicConfig } from './service.ts';
import { notReadyReason } from './ready.ts';
import { cached } from '../../lib/cache.ts';

/** Price and pupil count may be a few seconds old; the home page asks for them on every visit. */
const CONFIG_TTL_MS = 5_000;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sandbox provider, or LiqPay asked for test payments: no money is taken either way.
  const sandbox = app.payments.provider.sandboxPays;
  const publicConfig = cached(() => getPublicConfig(app.db, sandbox), CONFIG_TTL_MS);

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
      return reply.status(503).send({ message: errorMessages.databaseDown });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Чи готовий екземпляр приймати запити: база даних відповідає, усі міграції застосовано',
        response: {
          200: healthResponseSchema,
          503: errorResponseSchema.describe('Не готовий: база даних недоступна або схема не оновлена'),
        },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const reason = await notReadyReason(app.database);
      if (reason === null) return { status: 'ok' as const };
      return reply.status(503).send({ message: reason });
    },
  );

  app.get(
    '/config',
    {
      config: { publicCache: true },
      schema: {
        tags: ['system'],
        summary: 'Ціна підписки і кількість учнів',
        response: { 200: configResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => publicConfig.get(),
  );
};
