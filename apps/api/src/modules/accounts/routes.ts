import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages as msg,
  checkCodeBodySchema,
  checkCodeResponseSchema,
  groupsBodySchema,
  groupsResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  recoverBodySchema,
  recoverResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetBodySchema,
  resetParamsSchema,
  resetResponseSchema,
  schoolsResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from '@pdr/contract/accounts';
import { errorResponseSchema } from '@pdr/contract/errors';
import { activeCategoryBodySchema } from '@pdr/contract/catalog';
import { revokeSession } from '../../plugins/auth.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import type { SmsSender } from '../../lib/sms/sender.ts';
import * as service from './service.ts';
import { login } from './sign-in.ts';
import { findUserById, updateUserNames } from './repository.ts';
import { requestGuard } from './address-limits.ts';
import { secondsUntil } from './sms-codes.ts';

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorResponseSchema]));
const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<{ sms: SmsSender; smsIntervalMs: number }> = async (
  app,
  opts,
) => {
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Вхід за телефоном і паролем',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const token = await login(app.db, { ...request.body, ip: request.ip }, new Date(), (ms) =>
        reply.header('server-timing', `hash;dur=${ms.toFixed(1)};desc="password hash"`),
      );
      return { status: true as const, access_token: token };
    },
  );

  app.get(
    '/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Вихід: токен відкликається',
        response: { 200: messageResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      if (request.sessionId !== null) await revokeSession(app.db, request.sessionId);
      return { status: true as const, message: msg.loggedOut };
    },
  );

  app.get(
    '/user',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Дані користувача', response: { 200: userResponseSchema, ...errors(401) } },
    },
    async (request) => service.toUserPayload(app.db, app.contentCache, request.user!, new Date()),
  );

  app.patch(
    '/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Зміна імені та прізвища',
        body: updateProfileBodySchema,
        response: { 200: userResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => {
      await updateUserNames(app.db, request.user!.id, request.body.first_name, request.body.last_name);
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw unauthorized();
      return service.toUserPayload(app.db, app.contentCache, user, new Date());
    },
  );

  app.put(
    '/user/category',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Категорія, до якої учень готується зараз (одна з обраних)',
        description:
          'Навчання, іспит і готовність ідуть за цією категорією. 422: «Такої категорії не існує» або «Цю категорію не обрано у вашому профілі».',
        body: activeCategoryBodySchema,
        response: { 200: userResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => {
      const user = await service.setActiveCategory(app.db, request.user!, request.body.category);
      return service.toUserPayload(app.db, app.contentCache, user, new Date());
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Реєстрація учня',
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errors(422, 429) },
      },
    },
    async (request) => {
      const token = await service.register(app.db, request.body, requestGuard(request));
      const link = request.body.buy_premium
        ? await app.payments.linkAfterSignUp(request, request.body.phone)
        : null;
      return { status: true as const, message: msg.registered, access_token: token, link };
    },
  );

  app.post(
    '/check/code',
    {
      schema: {
        tags,
        summary: 'Перевірка коду групи: ціна і строк Преміуму для групи',
        body: checkCodeBodySchema,
        response: { 200: checkCodeResponseSchema, ...errors(422, 429) },
      },
    },
    // Group codes are 8 digits: misses are limited per address and account so that they cannot be enumerated.
    async (request) => service.checkGroupCode(app.db, request.body.group_code, requestGuard(request)),
  );

  app.get(
    '/school',
    { schema: { tags, summary: 'Автошколи', response: { 200: schoolsResponseSchema, ...errors(404) } } },
    async () => ({ data: await service.schoolsPayload(app.db) }),
  );

  app.post(
    '/group',
    {
      schema: {
        tags,
        summary: 'Групи автошколи',
        body: groupsBodySchema,
        response: { 200: groupsResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => ({ data: await service.groupsPayload(app.db, request.body.school_id) }),
  );

  app.post(
    '/password/recover',
    {
      schema: {
        tags,
        summary: 'Відновлення пароля: SMS з кодом',
        description:
          'Відповідь однакова для зареєстрованого й незареєстрованого номера; на незареєстрований SMS не надсилається. Новий запит не скасовує вже надісланий код.',
        body: recoverBodySchema,
        response: { 200: recoverResponseSchema, ...errors(422, 429, 503) },
      },
    },
    async (request) => {
      const now = new Date();
      const { token, nextCodeAt } = await service.requestRecovery(
        app.db,
        { sms: opts.sms, smsIntervalMs: opts.smsIntervalMs, log: request.log, guard: requestGuard(request) },
        request.body.phone,
        now,
      );
      // Seconds rather than a time, so that the learner's clock being off does not matter (as the exam's seconds_left).
      return { token, message: msg.recoverySent, retry_after: secondsUntil(nextCodeAt, now) };
    },
  );

  app.post(
    '/password/recover/:token',
    {
      schema: {
        tags,
        summary: 'Новий пароль за кодом з SMS',
        params: resetParamsSchema,
        body: resetBodySchema,
        response: { 200: resetResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const result = await service.resetWithCode(
        app.db,
        request.params.token,
        { ...request.body, ip: request.ip },
        new Date(),
      );
      return { success: true as const, premium_expired: result.premiumExpired, message: msg.passwordChanged };
    },
  );
};
