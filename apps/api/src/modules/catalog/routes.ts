import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema, categoryCodeSchema, categoryMessages } from '@pdr/contract/catalog';
import { errorResponseSchema } from '@pdr/contract/errors';
import { categories } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-errors.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Категорії посвідчення водія',
        response: { 200: categoriesResponseSchema, 404: errorResponseSchema },
      },
    },
    async () => {
      const rows = await app.db.select().from(categories).orderBy(asc(categories.position));
      if (rows.length === 0) throw notFound(categoryMessages.noneFound);
      return { categories: rows.map((row) => ({ id: row.id, label: categoryCodeSchema.parse(row.code) })) };
    },
  );
};
