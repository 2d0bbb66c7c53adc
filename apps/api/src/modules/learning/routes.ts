import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { DEFAULT_CATEGORY, categoryCodeSchema } from '@pdr/contract/catalog';
import { DEFAULT_LANGUAGE, inLanguage, isLanguage } from '@pdr/contract/language';
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
  questionIdParamsSchema,
  questionOriginalResponseSchema,
  themeIdParamsSchema,
  themeIdQuerySchema,
  themesResponseSchema,
  totalProgressSchema,
} from '@pdr/contract/learning';
import { examResultBodySchema, examResultResponseSchema } from '@pdr/contract/exam';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { examContext } from '../exam/routes.ts';
import { studyContext } from '../study/context.ts';
import { submitExam } from '../exam/result.ts';
import * as repo from '../study/repository.ts';
import { creditUsedToday } from './credit-day.ts';
import { recordResult } from './results.ts';
import { offlineThemeRoutes } from './offline.ts';
import {
  progressOf,
  resultReadOf,
  sendQuestions,
  withProgress,
  withQuestionsRead,
  withResultRead,
  withCreditResultRead,
} from '../study/session-reads.ts';
import { historyOf, totalsOf, withHistory, withTotals } from './progress-reads.ts';
import { creditOpen, themeState } from './access.ts';
import { formatTime, totalProgress } from './rules.ts';
import {
  blockQuestions,
  creditQuestions,
  learnerView,
  questionOriginal,
  retestQuestions,
  sessionQuestions,
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
  await app.register(offlineThemeRoutes, { config });

  app.get(
    '/get-available-themes',
    {
      ...withProgress,
      schema: {
        tags: TAGS,
        summary: 'Теми з прогресом учня',
        response: { 200: themesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      theme: (await learnerView(app.db, cache, userOf(request), new Date(), progressOf(request))).states.map(
        toLearningTheme,
      ),
    }),
  );

  app.get(
    '/theme/block/:id/all',
    {
      ...withProgress,
      schema: {
        tags: TAGS,
        summary: 'Блоки теми зі статусами',
        params: themeIdParamsSchema,
        response: { 200: blocksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const now = new Date();
      const view = await learnerView(app.db, cache, user, now, progressOf(request));
      const state = themeState(view, request.params.id, false);
      const credit = creditOpen(state);
      return {
        theme_id: state.row.id,
        blocks: toBlocks(state),
        progress_car: state.car,
        done: state.statuses.filter((s) => s === 'done').length,
        total: state.statuses.length,
        credit_available: credit,
        credit_used_today: credit && (await creditUsedToday(app.db, user, state.row.id, now)),
      };
    },
  );

  app.get(
    '/questions/:id/original',
    {
      ...withProgress,
      schema: {
        tags: TAGS,
        summary: 'Українське питання до англійського (показати українською)',
        params: questionIdParamsSchema,
        response: { 200: questionOriginalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const view = await learnerView(app.db, cache, user, new Date(), progressOf(request));
      return questionOriginal(app.db, view, user.id, request.params.id);
    },
  );

  app.get(
    '/theme/block/:id/:idx',
    {
      ...withQuestionsRead,
      schema: {
        tags: TAGS,
        summary: 'Питання блоку (base64 JSON) для уроку',
        params: blockParamsSchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuestions(
        reply,
        await blockQuestions(
          studyContext(app, request, config, { progress: progressOf(request) }),
          request.params.id,
          request.params.idx,
        ),
      ),
  );

  app.get(
    '/get-questions-themes-crypt',
    {
      ...withQuestionsRead,
      schema: {
        tags: TAGS,
        summary: 'Питання поточного блоку теми (base64 JSON)',
        querystring: themeIdQuerySchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuestions(
        reply,
        await blockQuestions(
          studyContext(app, request, config, { progress: progressOf(request) }),
          request.query.theme_id,
          'current',
        ),
      ),
  );

  app.get(
    '/get-all-questions-themes-crypt',
    {
      ...withQuestionsRead,
      schema: {
        tags: TAGS,
        summary: 'Усі питання теми для заліку (без правильних відповідей)',
        querystring: themeIdQuerySchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuestions(
        reply,
        await creditQuestions(
          studyContext(app, request, config, { progress: progressOf(request) }),
          request.query.theme_id,
        ),
      ),
  );

  app.get(
    '/result/incorrect/:id/:idx',
    {
      ...withQuestionsRead,
      schema: {
        tags: TAGS,
        summary: 'Питання блоку з помилками для повторного проходження',
        params: blockParamsSchema,
        response: { 200: questionsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuestions(
        reply,
        await retestQuestions(
          studyContext(app, request, config, { progress: progressOf(request) }),
          request.params.id,
          request.params.idx,
        ),
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
    async (request, reply) =>
      sendQuestions(reply, await sessionQuestions(studyContext(app, request, config))),
  );

  app.post(
    '/result/successful',
    {
      ...withResultRead,
      schema: {
        tags: TAGS,
        summary: 'Результат уроку або повторного проходження блоку',
        body: lessonResultBodySchema,
        response: {
          200: resultResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await recordResult(
        app.db,
        cache,
        userOf(request),
        request.body,
        new Date(),
        resultReadOf(request),
      ),
    }),
  );

  app.post(
    '/test-successful',
    {
      ...withCreditResultRead,
      schema: {
        tags: TAGS,
        summary: 'Результат заліку з теми (all_theme) або іспиту (exam)',
        body: z.discriminatedUnion('type', [creditResultBodySchema, examResultBodySchema]),
        // The exam's answer first: it alone has `data`, so a credit result never matches it.
        response: {
          200: z.union([examResultResponseSchema, resultResponseSchema]),
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.type === 'exam') return submitExam(examContext(app, request, config), body);
      return {
        status: 'ok' as const,
        result: await recordResult(app.db, cache, userOf(request), body, new Date(), resultReadOf(request)),
      };
    },
  );

  app.get(
    '/progress/total',
    {
      ...withTotals,
      schema: { tags: TAGS, summary: 'Загальний прогрес', response: { 200: totalProgressSchema, ...errors } },
    },
    async (request) => {
      const read = totalsOf(request);
      const view = await learnerView(app.db, cache, userOf(request), new Date(), repo.toUserProgress(read));
      return totalProgress({
        themes: view.states.map((s) => ({ statuses: s.statuses, car: s.car })),
        examsPassed: read.examsPassed,
        questionCount: view.states.reduce((n, s) => n + s.row.questionCount, 0),
        latestCorrect: read.latest[0],
        latestWrong: read.latest[1],
      });
    },
  );

  app.get(
    '/student-results',
    {
      ...withHistory,
      schema: {
        tags: TAGS,
        summary: 'Історія тестів учня',
        response: { 200: studentResultsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      result: historyOf(request).map(
        ([
          id,
          createdAt,
          type,
          themeId,
          number,
          title,
          correct,
          total,
          timeS,
          category,
          titleEn,
          language,
        ]) => ({
          id,
          date: new Date(createdAt).toISOString(),
          type,
          // Named for exams, whose questions differ by category.
          category: type === 'exam' ? categoryCodeSchema.catch(DEFAULT_CATEGORY).parse(category) : null,
          // An exam's language (decision 171); an exam from before languages was Ukrainian.
          language: type === 'exam' ? (isLanguage(language) ? language : DEFAULT_LANGUAGE) : null,
          theme:
            themeId === null ? null : { id: themeId, number: number!, title: inLanguage(title!, titleEn) },
          result: correct,
          count_question: total,
          time: formatTime(timeS),
        }),
      ),
    }),
  );
};
