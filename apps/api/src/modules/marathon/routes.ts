import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  marathonAnswerBodySchema,
  marathonAnswerResponseSchema,
  marathonSchema,
} from '@pdr/contract/marathon';
import type { Config } from '../../config.ts';
import { versionedSession } from '../study/context.ts';
import { answerMarathon, marathonNow, restartMarathon } from './service.ts';

const TAGS = ['marathon'];

/** The session and the content version, in one statement. */
const session = versionedSession('auth_marathon');

/** 'Марафон' (issue 51, item 3): the place is the server's, so any device goes on from it. Signed-in learners. */
export const marathonRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const signedIn = session.options();
  const context = (request: Parameters<typeof session.context>[1]) =>
    session.context(app, request, opts.config);

  app.get(
    '/marathon',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Марафон: наступне питання без відповіді, місце й підсумки',
        description:
          'Усі питання активної категорії, тема за темою в порядку банку. Учень без Преміум проходить безплатні ' +
          'теми, далі `status: premium`; коли пройдено все — `finished`.',
        response: { 200: marathonSchema, 401: errorResponseSchema },
      },
    },
    async (request) => marathonNow(context(request)),
  );

  app.post(
    '/marathon/answer',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Відповідь на поточне питання марафону',
        description:
          'Оцінює відповідь, переводить учня до наступного питання й рухає картку повторення. 409 — питання вже не ' +
          'поточне (відповіли на іншому пристрої); 422 — такої відповіді в питання немає.',
        body: marathonAnswerBodySchema,
        response: {
          200: marathonAnswerResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => answerMarathon(context(request), request.body),
  );

  app.post(
    '/marathon/restart',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Почати марафон спочатку',
        description: 'Місце — перше питання, підсумки — нуль; картки повторення лишаються.',
        response: { 200: marathonSchema, 401: errorResponseSchema },
      },
    },
    async (request) => restartMarathon(context(request)),
  );
};
