import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import { feedbackBodySchema, messageResponseSchema, repetitionMessages } from '@pdr/contract/repetition';
import { sendFeedback } from './service.ts';

const TAGS = ['repetition'];

/** The home page's contact form: open to guests, limited per address; the console and the CLI read it. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/callback',
    {
      schema: {
        tags: TAGS,
        summary: "Зворотний зв'язок з головної сторінки",
        body: feedbackBodySchema,
        response: { 200: messageResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await sendFeedback(app.db, app.limits, request.ip, request.body, request.user?.id ?? null);
      return { message: repetitionMessages.feedbackThanks };
    },
  );
};
