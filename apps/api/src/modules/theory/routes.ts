import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  theoriesResponseSchema,
  theoryContentParamsSchema,
  theoryContentResponseSchema,
  theoryParamsSchema,
  theoryResponseSchema,
} from '@pdr/contract/theory';
import { sessionWith } from '../../plugins/auth.ts';
import { createVersionedCache } from '../../plugins/content-cache.ts';
import { contentVersion } from '../study/statements.ts';
import { loadTheory } from './cache.ts';
import { assertPremium, getTheory, getTheoryContent, listTheories } from './service.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const TAGS = ['theory'];

/** The session and the content version, in one statement (plugins/auth.ts, sessionWith). */
const versionRead = sessionWith<{ version: number }>('auth_theory', () => ({ version: contentVersion() }));

/** Theory section (spec section 2, /theory screens): logged-in Premium users only. */
export const theoryRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const { config } = opts;
  const pictures = (request: FastifyRequest) => ({
    base: publicBase(config, request),
    secret: config.IMAGE_URL_SECRET,
    now: new Date(),
  });
  // The theory in memory per content version (cache.ts); the version rides on the session lookup.
  const cache = createVersionedCache(app.db, loadTheory);
  const premiumOnly = versionRead.options('preHandler', undefined, (user) => assertPremium(user, new Date()));
  const theory = (request: FastifyRequest) => cache.at(versionRead.of(request).version);

  app.get(
    '/theories',
    {
      ...premiumOnly,
      schema: { tags: TAGS, summary: 'Теорії', response: { 200: theoriesResponseSchema, ...errors } },
    },
    async (request) => listTheories(await theory(request), pictures(request)),
  );

  app.get(
    '/theories/:id',
    {
      ...premiumOnly,
      schema: {
        tags: TAGS,
        summary: 'Теорія з переліком тем',
        params: theoryParamsSchema,
        response: { 200: theoryResponseSchema, ...errors },
      },
    },
    async (request) => getTheory(await theory(request), request.params.id),
  );

  app.get(
    '/theories/:id/content/:contentId',
    {
      ...premiumOnly,
      schema: {
        tags: TAGS,
        summary: 'Тема теорії: блоки, сусідні теми',
        params: theoryContentParamsSchema,
        response: { 200: theoryContentResponseSchema, ...errors },
      },
    },
    async (request) =>
      getTheoryContent(await theory(request), pictures(request), request.params.id, request.params.contentId),
  );
};
