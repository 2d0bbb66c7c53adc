import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Test-only hooks (E2E_PREMIUM_PHONES, E2E_TEACHER_PHONES) change a user who has just registered with one of their
 * listed phones. They run in onSend, after the registration's transaction has committed and before the answer
 * leaves, so the browser's next request already sees the change; a refused registration is left alone.
 */
export function onRegistrationOf(
  app: FastifyInstance,
  phones: readonly string[],
  change: (phone: string, log: FastifyBaseLogger) => Promise<void>,
): void {
  const listed = new Set(phones);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/api/register') return payload;
    if (reply.statusCode !== 200) return payload;
    const phone = (request.body as { phone?: unknown } | undefined)?.phone;
    if (typeof phone !== 'string' || !listed.has(phone)) return payload;
    await change(phone, request.log);
    return payload;
  });
}
