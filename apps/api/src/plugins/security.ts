import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { HOME_SHELL_GATE } from '@pdr/contract/home-shell';

// The one inline script of index.html, allowed by its hash (decision 117): no other inline script runs.
const HOME_SHELL_GATE_HASH = `'sha256-${createHash('sha256').update(HOME_SHELL_GATE).digest('base64')}'`;

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
          scriptSrc: ["'self'", HOME_SHELL_GATE_HASH],
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
