import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageMessages, pageResponseSchema, pageSlugSchema } from '@pdr/contract/pages';
import { errorResponseSchema } from '@pdr/contract/errors';
import { inLanguage } from '@pdr/contract/language';
import { pages } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sanitizeHtml } from '../../lib/html.ts';

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
      if (!slug.success) throw notFound(pageMessages.pageNotFound);
      const [page] = await app.db.select().from(pages).where(eq(pages.slug, slug.data));
      if (!page) throw notFound(slug.data === 'term' ? pageMessages.termNotFound : pageMessages.pageNotFound);
      return {
        data: {
          title: inLanguage(page.title, page.titleEn),
          content: sanitizeHtml(inLanguage(page.content, page.contentEn)),
        },
      };
    },
  );
};
