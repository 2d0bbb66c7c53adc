import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sandboxDecisionBodySchema, signedPayloadSchema } from '@pdr/contract/payments';
import { handleCallback } from './callback.ts';
import { checkoutErrorPage, checkoutPage } from './checkout-page.ts';
import { acceptFormBodies } from './form-body.ts';
import { findOrder } from './repository.ts';
import { sandboxCallbackParams, SANDBOX_CHECKOUT_PATH, type SandboxProvider } from './sandbox.ts';
import { daysText, orderDescription } from './service.ts';

const BAD_LINK = [
  'Посилання недійсне',
  'Посилання на оплату пошкоджене або застаріло. Оформіть замовлення ще раз.',
];

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const badLink = (reply: FastifyReply) => sendHtml(reply, 400, checkoutErrorPage(BAD_LINK[0]!, BAD_LINK[1]!));

function isAppUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}

/**
 * The sandbox checkout (PAYMENT_PROVIDER=sandbox only): the page shows the order, and its two buttons turn into
 * the callback LiqPay would send, signed with the sandbox key and handled by the same code as LiqPay's.
 */
export const sandboxRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (app, { sandbox }) => {
  acceptFormBodies(app);
  const path = SANDBOX_CHECKOUT_PATH.replace(/^\/api/, '');

  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    const query = signedPayloadSchema.safeParse(request.query);
    const checkout = query.success ? sandbox.verifyCheckout(query.data) : null;
    if (
      !query.success ||
      !checkout ||
      typeof checkout.order_id !== 'string' ||
      !isAppUrl(checkout.result_url)
    )
      return badLink(reply);
    const order = /^[0-9a-f-]{36}$/i.test(checkout.order_id)
      ? await findOrder(app.db, checkout.order_id)
      : null;
    if (!order) return sendHtml(reply, 404, checkoutErrorPage('Замовлення не знайдено', BAD_LINK[1]!));
    return sendHtml(
      reply,
      200,
      checkoutPage({
        action: SANDBOX_CHECKOUT_PATH,
        data: query.data.data,
        signature: query.data.signature,
        amount: order.amount / 100,
        days: daysText(order.days),
        description: orderDescription(order.days),
        status: order.status,
        resultUrl: checkout.result_url,
      }),
    );
  });

  app.post(path, { schema: { hide: true } }, async (request, reply) => {
    const body = sandboxDecisionBodySchema.safeParse(request.body);
    const checkout = body.success ? sandbox.verifyCheckout(body.data) : null;
    if (!body.success || !checkout || !isAppUrl(checkout.result_url)) return badLink(reply);
    const callback = sandbox.signCallback(sandboxCallbackParams(checkout, body.data.decision));
    await handleCallback({ db: app.db, provider: sandbox, log: request.log }, callback, new Date());
    // 303: the browser follows with a GET to the app's return screen.
    return reply.header('cache-control', 'no-store').redirect(checkout.result_url, 303);
  });
};
