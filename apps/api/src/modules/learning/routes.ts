import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  blockParamsSchema,
  blocksResponseSchema,
  creditResultBodySchema,
  lessonResultBodySchema,
  questionsResponseSchema,
  resultResponseSchema,
  studentResultsResponseSchema,
  themeIdParamsSchema,
  themeIdQuerySchema,
  themesResponseSchema,
  totalProgressSchema,
} from '@pdr/contract/learning';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';
import { recordResult } from './results.ts';
import { allBlocksDone, formatTime, totalProgress } from './rules.ts';
import {
  blockQuestions,
  creditQuestions,
  learnerView,
  retestQuestions,
  sessionQuestions,
  themeState,
  toBlocks,
  toLearningTheme,
} from './service.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const TAGS = ['learning'];

/** requireUser has run, so the user is there. */
function userOf(request: FastifyRequest): AuthUser {
  return request.user!;
}

/** Learning mode (spec sections 3, 4 and 7): themes, blocks, questions, results, progress and history. */
export const learningRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const { config } = opts;
  const auth = { preHandler: app.requireUser };
  const cache = app.contentCache;

  app.get(
    '/get-available-themes',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Теми з прогресом учня',
        response: { 200: themesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      theme: (await learnerView(app.db, cache, userOf(request), new Date())).states.map(toLearningTheme),
    }),
  );

  app.get(
    '/theme/block/:id/all',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Блоки теми зі статусами',
        params: themeIdParamsSchema,
        response: { 200: blocksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const view = await learnerView(app.db, cache, userOf(request), new Date());
      const state = themeState(view, request.params.id, false);
      return {
        theme_id: state.row.id,
        blocks: toBlocks(state),
        progress_car: state.car,
        done: state.statuses.filter((s) => s === 'done').length,
        total: state.statuses.length,
        credit_available: allBlocksDone(state.statuses),
      };
    },
  );

  app.get(
    '/theme/block/:id/:idx',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Питання блоку (base64 JSON) для уроку',
        params: blockParamsSchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      blockQuestions(
        app.db,
        cache,
        userOf(request),
        publicBase(config, request),
        request.params.id,
        request.params.idx,
        new Date(),
      ),
  );

  app.get(
    '/get-questions-themes-crypt',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Питання поточного блоку теми (base64 JSON)',
        querystring: themeIdQuerySchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      blockQuestions(
        app.db,
        cache,
        userOf(request),
        publicBase(config, request),
        request.query.theme_id,
        'current',
        new Date(),
      ),
  );

  app.get(
    '/get-all-questions-themes-crypt',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Усі питання теми для заліку (без правильних відповідей)',
        querystring: themeIdQuerySchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      creditQuestions(
        app.db,
        cache,
        userOf(request),
        publicBase(config, request),
        request.query.theme_id,
        new Date(),
      ),
  );

  app.get(
    '/result/incorrect/:id/:idx',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Питання блоку з помилками для повторного проходження',
        params: blockParamsSchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      retestQuestions(
        app.db,
        cache,
        userOf(request),
        publicBase(config, request),
        request.params.id,
        request.params.idx,
        new Date(),
      ),
  );

  app.get(
    '/get-question-from-session-crypt',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Питання незавершеного тесту учня',
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request) => sessionQuestions(app.db, cache, userOf(request), publicBase(config, request)),
  );

  app.post(
    '/result/successful',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Результат уроку або повторного проходження блоку',
        body: lessonResultBodySchema,
        response: { 200: resultResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await recordResult(app.db, cache, userOf(request), request.body, new Date()),
    }),
  );

  app.post(
    '/test-successful',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Результат заліку з теми (all_theme)',
        body: creditResultBodySchema,
        response: { 200: resultResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await recordResult(app.db, cache, userOf(request), request.body, new Date()),
    }),
  );

  app.get(
    '/progress/total',
    {
      ...auth,
      schema: { tags: TAGS, summary: 'Загальний прогрес', response: { 200: totalProgressSchema, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      const [states, latest, exams] = await Promise.all([
        learnerView(app.db, cache, user, new Date()).then((view) => view.states),
        repo.countLatestAnswers(app.db, user.id),
        repo.countPassedExams(app.db, user.id),
      ]);
      return totalProgress({
        themes: states.map((s) => ({ statuses: s.statuses, car: s.car })),
        examsPassed: exams,
        questionCount: states.reduce((n, s) => n + s.row.questionCount, 0),
        latestCorrect: latest.correct,
        latestWrong: latest.wrong,
      });
    },
  );

  app.get(
    '/student-results',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Історія тестів учня',
        response: { 200: studentResultsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await repo.history(app.db, userOf(request).id);
      return {
        result: rows.map((r) => ({
          id: r.id,
          date: r.createdAt.toISOString(),
          type: r.type,
          theme: r.themeId === null ? null : { id: r.themeId, number: r.themeNumber!, title: r.themeTitle! },
          result: r.correct,
          count_question: r.total,
          time: formatTime(r.timeS),
        })),
      };
    },
  );
};
