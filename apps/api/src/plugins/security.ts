import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a Content-Security-Policy that the built app satisfies.
 *
 * Helmet itself, not @fastify/helmet: that plugin builds helmet's middleware again on every request (parsing the
 * CSP directives each time, about 3% of a block read's server CPU in a profile, issue 13). The headers do not
 * depend on the request, so the middleware is built once here and run on every request's raw response.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { paymentOrigins: string[]; imageOrigins: string[] }) => {
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-select injects its styles at run time; scripts stay strictly same-origin.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...opts.imageOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          formAction: ["'self'", ...opts.paymentOrigins],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);
