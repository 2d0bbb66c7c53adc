import type { FastifyInstance } from 'fastify';

/** LiqPay's callback and the checkout page's forms are url-encoded; 64 KB is far above any real payload. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Parses application/x-www-form-urlencoded bodies in the calling plugin's scope only. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
