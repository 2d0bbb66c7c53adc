import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  examAnswerBodySchema,
  examAnswerResponseSchema,
  examQuerySchema,
  examResponseSchema,
  examRulesResponseSchema,
  readinessResponseSchema,
} from '@pdr/contract/exam';
import type { Config } from '../../config.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { answerExam } from './answer.ts';
import { studyContext } from '../study/context.ts';
import { sessionWith } from '../../plugins/auth.ts';
import { knownCardColumn, knownCards, type KnownCardRow } from '../study/review-cards.ts';
import { learnerReadiness } from './readiness-read.ts';
import * as repo from './repository.ts';
import { getExam, startExam, type ExamContext } from './service.ts';

/** Where the exam takes the time from: the wall clock, replaced by tests to move past a deadline. */
export interface ExamClock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    examClock: ExamClock;
  }
}

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const TAGS = ['exam'];

/** An answer's session lookup reads the question's review card too (answer.ts moves it in the answer's statement). */
const answerSession = sessionWith<{ cards: KnownCardRow[] }>('auth_exam_answer_card', (userId) => ({
  cards: knownCardColumn(userId),
}));
const MAX_INT = 2 ** 31 - 1;

/** The body's question id if it can be one (else 0): the lookup runs before the body is checked, to answer a guest 401. */
function bodyQuestionId(request: FastifyRequest): number {
  const q = (request.body as { question_id?: unknown } | undefined)?.question_id;
  return typeof q === 'number' && Number.isInteger(q) && q > 0 && q <= MAX_INT ? q : 0;
}

/** The request's exam context; requireUser has run, so the user is there. */
export function examContext(app: FastifyInstance, request: FastifyRequest, config: Config): ExamContext {
  return studyContext(app, request, config, { now: app.examClock.now() });
}

/** The exam (spec sections 1, 4, 7 and 9): start or resume, answer one question at a time, rules, readiness. */
const examRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Before validation: a guest is told to sign in, not that their body is malformed.
  const auth = { preValidation: app.requireUser };

  app.get(
    '/get-questions-exam-crypt',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Новий іспит або незавершений іспит учня (питання без правильних відповідей)',
        response: { 200: examResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request) => startExam(examContext(app, request, config)),
  );

  app.get(
    '/exam-crypt',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Незавершений іспит учня або його іспит за exam_id',
        querystring: examQuerySchema,
        response: { 200: examResponseSchema, ...errors },
      },
    },
    async (request) => getExam(examContext(app, request, config), request.query.exam_id),
  );

  app.post(
    '/exam/answer',
    {
      ...answerSession.options('preValidation', (request) => ({
        cardQuestionId: bodyQuestionId(request),
      })),
      schema: {
        tags: TAGS,
        summary: 'Відповідь на одне питання іспиту, перевірена сервером',
        body: examAnswerBodySchema,
        response: { 200: examAnswerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const card = knownCards(answerSession.of(request).cards).get(request.body.question_id) ?? null;
      return answerExam(examContext(app, request, config), request.body, card);
    },
  );

  app.get(
    '/exam/rules',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Чи прочитав учень правила іспиту',
        response: { 200: examRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({ read: (request.user as AuthUser).examRulesReadAt !== null }),
  );

  app.post(
    '/exam/rules',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Позначити правила іспиту прочитаними',
        response: { 200: examRulesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await repo.markRulesRead(app.db, (request.user as AuthUser).id, app.examClock.now());
      return { read: true };
    },
  );

  app.get(
    '/exam/readiness',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Готовність до іспиту за останніми іспитами учня',
        response: { 200: readinessResponseSchema, ...errors },
      },
    },
    async (request) => learnerReadiness(examContext(app, request, config)),
  );
};

/**
 * Registered on the root app so that its clock is an app decoration tests can reach (`app.examClock.now = ...`);
 * the routes themselves live under /api like every other call. The exam result arrives through learning's
 * /test-successful, which hands it over to result.ts with the same clock.
 */
export const examPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('examClock', { now: () => new Date() });
    await app.register(examRoutes, { prefix: '/api', config: opts.config });
  },
  { name: 'exam', dependencies: ['auth', 'content-cache'] },
);
