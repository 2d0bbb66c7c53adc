import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  myReportResponseSchema,
  reportBodySchema,
  reportMessages,
  reportQuestionParamsSchema,
  reportResponseSchema,
} from '@pdr/contract/reports';
import { myReport, sendReport } from './service.ts';
import { requireConfirmedPhone } from '../../plugins/auth.ts';

const TAGS = ['reports'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Learners' reports of mistakes in questions; guests hear 401 before their input is looked at, and an account whose
 * number is not confirmed 403 (decision 166): reports come from people, not from made-up numbers.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      preValidation: [app.requireUser, requireConfirmedPhone],
      schema: {
        tags: TAGS,
        summary: 'Повідомити про помилку в питанні',
        body: reportBodySchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sendReport(app.db, app.limits, request.user!.id, request.body);
      return { message: reportMessages.thanks };
    },
  );

  app.get(
    '/reports/questions/:questionId',
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Моє повідомлення про це питання та його стан',
        params: reportQuestionParamsSchema,
        response: { 200: myReportResponseSchema, ...errors },
      },
    },
    async (request) => myReport(app.db, request.user!.id, request.params.questionId),
  );
};
