import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freePremiumResponseSchema,
  pageResponseSchema,
  pageSlugSchema,
  takeFreePremiumResponseSchema,
} from '@pdr/contract/pages';
import { errorResponseSchema } from '@pdr/contract/errors';
import { freePremiumOffer, pages } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { describeOffer } from './offer.ts';
import { takeFreePremium } from './free-premium.ts';
import { requireConfirmedPhone } from '../accounts/phone-confirmation.ts';

const NOT_FOUND_BY_SLUG = { term: 'Угоди не знайдено', about: 'Сторінки не знайдено' } as const;

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pages'],
        summary: 'Угода користувача (term) або сторінка «Про нас» (about)',
        params: z.object({ slug: z.string().max(40) }),
        response: { 200: pageResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const slug = pageSlugSchema.safeParse(request.params.slug);
      if (!slug.success) throw notFound('Сторінки не знайдено');
      const [page] = await app.db.select().from(pages).where(eq(pages.slug, slug.data));
      if (!page) throw notFound(NOT_FOUND_BY_SLUG[slug.data]);
      return { data: { title: page.title, content: sanitizeHtml(page.content) } };
    },
  );

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
      if (!offer) throw notFound('Пропозицію не знайдено');
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
