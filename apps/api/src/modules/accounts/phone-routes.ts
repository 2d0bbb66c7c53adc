import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages as msg,
  phoneCodeResponseSchema,
  phoneConfirmBodySchema,
  phoneConfirmResponseSchema,
} from '@pdr/contract/accounts';
import { errorResponseSchema } from '@pdr/contract/errors';
import type { SmsSender } from '../../lib/sms/sender.ts';
import { requestGuard } from './address-limits.ts';
import { confirmPhone, sendPhoneCode } from './phone-confirmation.ts';
import { secondsUntil } from './sms-codes.ts';

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorResponseSchema]));
const tags = ['accounts'];

/** The signed-in user confirms their number with an SMS code (decision 166). */
export const phoneRoutes: FastifyPluginAsyncZod<{ sms: SmsSender; smsIntervalMs: number }> = async (
  app,
  opts,
) => {
  app.post(
    '/user/phone/code',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Надіслати код підтвердження номера в SMS',
        description:
          'Ліміти відновлення пароля: 1 код на хвилину і 5 на годину на номер (разом із відновленням), 20 на годину з адреси. 409: номер уже підтверджено.',
        response: { 200: phoneCodeResponseSchema, ...errors(401, 409, 429, 503) },
      },
    },
    async (request) => {
      const now = new Date();
      const next = await sendPhoneCode(
        app.db,
        { sms: opts.sms, smsIntervalMs: opts.smsIntervalMs, log: request.log, guard: requestGuard(request) },
        request.user!,
        now,
      );
      return { message: msg.smsSent, retry_after: secondsUntil(next, now) };
    },
  );

  app.post(
    '/user/phone/confirm',
    {
      // A guest hears 401 before the code is looked at.
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Підтвердити номер кодом з SMS',
        description:
          '422 `errors.code`: код неправильний (з кількістю спроб, що лишились) або більше не дійсний.',
        body: phoneConfirmBodySchema,
        response: { 200: phoneConfirmResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => {
      await confirmPhone(app.db, request.user!, request.body.code, new Date());
      return { status: true as const, message: msg.phoneConfirmed };
    },
  );
};
