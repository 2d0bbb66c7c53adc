import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  orderParamsSchema,
  orderResponseSchema,
  paymentMessages,
  registerFinishBodySchema,
  registerFinishResponseSchema,
  subscribeResponseSchema,
  unsubscribeResponseSchema,
} from '@pdr/contract/payments';
import { HttpError } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requestGuard } from '../accounts/address-limits.ts';
import { orderPayload, registerFinish, subscribe, unsubscribe } from './service.ts';

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorResponseSchema]));
const tags = ['payments'];

/**
 * Anything but an expected 4xx becomes 'Не вдалося підписатися' (spec section 9), logged with its cause: the
 * learner can do nothing about it but try again.
 */
async function orSubscribeFailed<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw error;
    request.log.error({ err: error }, 'order not created');
    throw new HttpError(503, paymentMessages.subscribeFailed);
  }
}

/** The learner's purchase calls (spec section 7); the provider's callback lives in callback-routes.ts. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a guest is told to sign in, not that their body is malformed.
  const auth = { preValidation: app.requireUser };
  const user = (request: FastifyRequest) => request.user as AuthUser;

  app.post(
    '/register/finish',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Дані для покупки Преміуму й нове замовлення: посилання на оплату',
        body: registerFinishBodySchema,
        response: { 200: registerFinishResponseSchema, ...errors(401, 422, 429, 503) },
      },
    },
    async (request) =>
      orSubscribeFailed(request, () =>
        registerFinish(app.payments.context(request), user(request), request.body, requestGuard(request)),
      ),
  );

  app.post(
    '/user/subscribe',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Нове замовлення Преміуму за ціною учня: посилання на оплату',
        response: { 200: subscribeResponseSchema, ...errors(401, 429, 503) },
      },
    },
    async (request) =>
      orSubscribeFailed(request, async () => {
        const { order, link } = await subscribe(app.payments.context(request), user(request));
        return { link, order_id: order.id };
      }),
  );

  app.post(
    '/user/unsubscribe',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Скасувати неоплачені замовлення (оплачений Преміум діє до кінця)',
        response: { 200: unsubscribeResponseSchema, ...errors(401) },
      },
    },
    async (request) => unsubscribe(app.db, user(request).id),
  );

  app.get(
    '/orders/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Стан замовлення (лише власного)',
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => orderPayload(app.db, user(request), request.params.id, new Date()),
  );
};
