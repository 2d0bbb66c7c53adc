import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { paymentMessages, sandboxDecisionBodySchema, signedPayloadSchema } from '@pdr/contract/payments';
import { answerInAccountLanguage } from '../../plugins/language.ts';
import { handleCallback } from './callback.ts';
import { checkoutErrorPage, checkoutPage } from './checkout-page.ts';
import { acceptFormBodies } from './form-body.ts';
import { findOrderAndLanguage } from './repository.ts';
import { sandboxCallbackParams, SANDBOX_CHECKOUT_PATH, type SandboxProvider } from './sandbox.ts';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const badLink = (reply: FastifyReply) =>
  sendHtml(reply, 400, checkoutErrorPage(paymentMessages.badLink, paymentMessages.badLinkText));

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
    const found = /^[0-9a-f-]{36}$/i.test(checkout.order_id)
      ? await findOrderAndLanguage(app.db, checkout.order_id)
      : null;
    if (!found) {
      const page = checkoutErrorPage(paymentMessages.orderNotFound, paymentMessages.badLinkText);
      return sendHtml(reply, 404, page);
    }
    // The browser came by a redirect and asks in its own language: the page speaks the order owner's.
    answerInAccountLanguage(request, found.language);
    const { order } = found;
    return sendHtml(
      reply,
      200,
      checkoutPage({
        action: SANDBOX_CHECKOUT_PATH,
        data: query.data.data,
        signature: query.data.signature,
        amount: order.amount / 100,
        days: paymentMessages.days(order.days),
        description: paymentMessages.orderDescription(order.days),
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
