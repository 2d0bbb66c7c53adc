import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { signedPayloadSchema } from '@pdr/contract/payments';
import { handleCallback } from './callback.ts';
import { acceptFormBodies } from './form-body.ts';

/** POST /payments/callback: the provider's server-to-server report on an order (payments.md). */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);

  app.post(
    '/payments/callback',
    {
      schema: {
        tags: ['payments'],
        summary: 'Зворотний виклик платіжного сервісу (data, signature)',
        body: signedPayloadSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await handleCallback(
        { db: app.db, provider: app.payments.provider, log: request.log },
        request.body,
        new Date(),
      );
      return { message: 'OK' };
    },
  );
};
