import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminContentResponseSchema,
  adminFeedbackQuerySchema,
  adminFeedbackResponseSchema,
  adminIdParamsSchema,
  adminMessages,
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminQuestionParamsSchema,
  adminRefundResponseSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  adminResolveBodySchema,
  adminResolveResponseSchema,
  adminTariffSchema,
  adminGroupBodySchema,
  adminOfferResponseSchema,
  adminOfferSchema,
  adminLinesResponseSchema,
  adminCloseGroupBodySchema,
  adminMovePupilBodySchema,
  adminSchoolBodySchema,
  adminSchoolsQuerySchema,
  adminSchoolsResponseSchema,
  adminSetTeacherBodySchema,
} from '@pdr/contract/admin';
import type { Config } from '../../config.ts';
import { closeGroup, createGroup, createSchool } from '../accounts/admin.ts';
import { runTeacherCommand } from '../teacher/admin.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { RateLimitError } from '../../plugins/rate-limit.ts';
import { waitText } from '../accounts/limits.ts';
import {
  auditLogPage,
  contentInfo,
  feedbackDone,
  feedbackList,
  orderDetails,
  ordersList,
  refundOrder,
  reportQueue,
  resolveReports,
  schoolChange,
  schoolsList,
  offer,
  setOffer,
  setTariff,
  tariff,
  type Operator,
} from './service.ts';
import { contentUploadRoutes } from './content-upload.ts';

const TAGS = ['admin'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const savedSchema = z.object({ message: z.string() });

/** An operator's calls per minute: far above a person at the console, far below a script. */
export const ADMIN_LIMIT = { max: 300, windowMs: 60_000 } as const;

/**
 * The operator's console (decision 145). Every call: a guest 401, any role but the operator 403, before
 * validation.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (request.user!.roleId !== OPERATOR_ROLE_ID) throw forbidden(adminMessages.notOperator);
    await app.limits.take(
      'admin',
      ADMIN_LIMIT,
      String(request.user!.id),
      (wait) => new RateLimitError(`Забагато запитів. Спробуйте через ${waitText(wait)}`, wait),
    );
  });
  const op = (request: FastifyRequest): Operator => ({
    db: app.db,
    operatorId: request.user!.id,
    now: new Date(),
  });

  // Import of a pack from an uploaded archive: its own body parser and limit, in a scope of its own.
  await app.register(contentUploadRoutes, { config, operator: op });

  app.get(
    '/admin/reports',
    {
      schema: {
        tags: TAGS,
        summary: 'Черга повідомлень про помилки, згрупована за питаннями',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    async (request) => reportQueue(app.db, request.query),
  );

  app.post(
    '/admin/reports/:questionId/resolve',
    {
      schema: {
        tags: TAGS,
        summary: 'Виправлено / Відхилено: усі відкриті повідомлення про питання',
        params: adminQuestionParamsSchema,
        body: adminResolveBodySchema,
        response: { 200: adminResolveResponseSchema, ...errors },
      },
    },
    async (request) => resolveReports(op(request), request.params.questionId, request.body),
  );

  app.get(
    '/admin/feedback',
    {
      schema: {
        tags: TAGS,
        summary: "Повідомлення зворотного зв'язку",
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => feedbackList(app.db, request.query.state),
  );

  app.post(
    '/admin/feedback/:id/done',
    {
      schema: {
        tags: TAGS,
        summary: 'Опрацьовано',
        params: adminIdParamsSchema,
        response: { 200: savedSchema, ...errors },
      },
    },
    async (request) => {
      await feedbackDone(op(request), request.params.id);
      return { message: adminMessages.saved };
    },
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        tags: TAGS,
        summary: 'Замовлення за телефоном і станом',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ordersList(app.db, request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Замовлення та його останнє повідомлення від платіжного сервісу',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderResponseSchema, ...errors },
      },
    },
    async (request) => orderDetails(app.db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags: TAGS,
        summary: 'Повернення: замовлення позначається поверненим, дні Преміуму забираються',
        params: adminOrderParamsSchema,
        response: { 200: adminRefundResponseSchema, ...errors },
      },
    },
    async (request) => refundOrder(op(request), request.params.id),
  );

  app.get(
    '/admin/tariff',
    {
      schema: { tags: TAGS, summary: 'Тариф', response: { 200: adminTariffSchema, ...errors } },
    },
    async () => tariff(app.db),
  );

  app.put(
    '/admin/tariff',
    {
      schema: {
        tags: TAGS,
        summary: 'Змінити тариф',
        body: adminTariffSchema,
        response: { 200: adminTariffSchema, ...errors },
      },
    },
    async (request) => setTariff(op(request), request.body),
  );

  app.get(
    '/admin/content',
    {
      schema: {
        tags: TAGS,
        summary: 'Завантажений пакет змісту',
        response: { 200: adminContentResponseSchema, ...errors },
      },
    },
    async () => contentInfo(app.db, app.contentCache),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: TAGS,
        summary: 'Журнал змін',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errors },
      },
    },
    async (request) => auditLogPage(app.db, request.query.before),
  );

  app.get(
    '/admin/schools',
    {
      schema: {
        tags: TAGS,
        summary: 'Автошколи та групи; code знаходить групу за кодом',
        querystring: adminSchoolsQuerySchema,
        response: { 200: adminSchoolsResponseSchema, ...errors },
      },
    },
    async (request) => schoolsList(app.db, request.query.code),
  );

  app.post(
    '/admin/schools',
    {
      schema: {
        tags: TAGS,
        summary: 'Створити автошколу',
        body: adminSchoolBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Автошкола: створено', request.body.name, request.body, () =>
        createSchool(app.db, request.body.name, request.body.city),
      ),
  );

  app.post(
    '/admin/groups',
    {
      schema: {
        tags: TAGS,
        summary: 'Створити групу з новим кодом',
        body: adminGroupBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Група: створено', request.body.name, request.body, () =>
        createGroup(app.db, {
          schoolId: request.body.school_id,
          name: request.body.name,
          teacherPhone: request.body.teacher_phone,
          price: request.body.price ?? null,
          days: request.body.days ?? null,
        }),
      ),
  );

  app.post(
    '/admin/groups/teacher',
    {
      schema: {
        tags: TAGS,
        summary: 'Призначити групі викладача',
        body: adminSetTeacherBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Група: викладач', `Група ${request.body.group_code}`, request.body, () =>
        runTeacherCommand(app.db, 'set-teacher', [request.body.group_code, request.body.phone]),
      ),
  );

  app.post(
    '/admin/groups/close',
    {
      schema: {
        tags: TAGS,
        summary: 'Закрити групу: її код більше нікого не приймає, учні зберігають історію',
        body: adminCloseGroupBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Група: закрито', `Група ${request.body.group_code}`, request.body, () =>
        closeGroup(app.db, request.body.group_code, new Date()),
      ),
  );

  app.post(
    '/admin/pupils/move',
    {
      schema: {
        tags: TAGS,
        summary: 'Перевести учня до іншої групи',
        body: adminMovePupilBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Учень: переведено', request.body.phone, request.body, () =>
        runTeacherCommand(app.db, 'move-pupil', [request.body.phone, request.body.group_code]),
      ),
  );

  app.get(
    '/admin/offer',
    {
      schema: {
        tags: TAGS,
        summary: 'Пропозиція безкоштовного Преміуму',
        response: { 200: adminOfferResponseSchema, ...errors },
      },
    },
    async () => offer(app.db),
  );

  app.put(
    '/admin/offer',
    {
      schema: {
        tags: TAGS,
        summary: 'Змінити пропозицію безкоштовного Преміуму',
        body: adminOfferSchema,
        response: { 200: adminOfferResponseSchema, ...errors },
      },
    },
    async (request) => setOffer(op(request), request.body),
  );
};
