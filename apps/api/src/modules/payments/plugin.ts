import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { publicBase } from '../../lib/public-url.ts';
import { findUserByPhone } from '../accounts/repository.ts';
import { callbackRoutes } from './callback-routes.ts';
import { createLiqpayProvider } from './liqpay.ts';
import type { PaymentProvider } from './provider.ts';
import { purchaseRoutes } from './routes.ts';
import { createSandboxProvider } from './sandbox.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { subscribe, type PurchaseContext } from './service.ts';

export interface Payments {
  provider: PaymentProvider;
  context(request: FastifyRequest): PurchaseContext;
  /** Registration (accounts) asks through the decoration, so that accounts imports nothing of payments. */
  linkAfterSignUp(request: FastifyRequest, phone: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * Premium purchase (decision 060): the configured provider, the purchase calls, the callback and, only with the
 * sandbox provider, its checkout page. Registered at the root so that registration (accounts) can make an order
 * too.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const sandbox = config.PAYMENT_PROVIDER === 'sandbox' ? createSandboxProvider() : null;
    const provider = sandbox ?? createLiqpayProvider(config);
    app.decorate('payments', {
      provider,
      context: (request) => ({ db: app.db, provider, base: publicBase(config, request) }),
      linkAfterSignUp: (request, phone) => linkAfterSignUp(app, request, phone),
    } satisfies Payments);

    await app.register(
      async (api) => {
        await api.register(purchaseRoutes);
        await api.register(callbackRoutes);
        // Not registered at all under another provider: the sandbox page is a 404 there.
        if (sandbox) await api.register(sandboxRoutes, { sandbox });
      },
      { prefix: '/api' },
    );
  },
  { name: 'payments', dependencies: ['db', 'auth'] },
);

/**
 * The payment link for a learner who ticked 'Придбати Преміум' while signing up. The account exists by then, so a
 * failing order must not fail the registration: the learner can buy from /premium later.
 */
export async function linkAfterSignUp(app: FastifyInstance, request: FastifyRequest, phone: string) {
  try {
    const user = await findUserByPhone(app.db, phone);
    if (!user) return null;
    return (await subscribe(app.payments.context(request), user)).link;
  } catch (error) {
    request.log.error({ err: error }, 'order after registration not created');
    return null;
  }
}
