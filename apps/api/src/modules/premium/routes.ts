import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { freePremiumResponseSchema, pageMessages, takeFreePremiumResponseSchema } from '@pdr/contract/pages';
import { errorResponseSchema } from '@pdr/contract/errors';
import { freePremiumOffer } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requireConfirmedPhone } from '../../plugins/auth.ts';
import { describeOffer } from './offer.ts';
import { takeFreePremium } from './free-premium.ts';

/** The free Premium trial: the offer as the home page shows it, and taking it (once per learner). */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/free/premium',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pages'],
        summary: 'Пропозиція безкоштовного Преміуму',
        response: { 200: freePremiumResponseSchema, 404: errorResponseSchema },
      },
    },
    async () => {
      const [offer] = await app.db.select().from(freePremiumOffer).where(eq(freePremiumOffer.id, 1));
      if (!offer) throw notFound(pageMessages.noOffer);
      return describeOffer(offer, new Date());
    },
  );

  app.post(
    '/free/premium',
    {
      // A made-up number gets no trial: the phone is confirmed first (decision 166).
      preHandler: [app.requireUser, requireConfirmedPhone],
      schema: {
        tags: ['pages'],
        summary: 'Отримати безкоштовний Преміум (один раз, поки діє пропозиція)',
        description:
          '403: номер телефону ще не підтверджено (POST /user/phone/code, POST /user/phone/confirm).',
        security: [{ bearer: [] }],
        response: {
          200: takeFreePremiumResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request) => takeFreePremium(app.db, request.user!.id, new Date()),
  );
};
