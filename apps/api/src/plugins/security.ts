import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPEARANCE_GATE } from '@pdr/contract/appearance';
import { HOME_SHELL_GATE } from '@pdr/contract/home-shell';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for every client, signed in or not, and holds nothing personal: the no-store
     * rule below leaves its caching alone.
     */
    publicCache?: boolean;
  }
}

/** A CSP source that allows the inline script or style element of exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// The inline scripts of index.html, allowed by their hashes (decision 117, issue 53): no other inline script runs.
const INLINE_SCRIPT_HASHES = [cspHash(APPEARANCE_GATE), cspHash(HOME_SHELL_GATE)];

const API_PATH = /^\/api(?:[/?#]|$)/;

/**
 * Whether an answer must never be kept by any cache: every error, and every API answer unless its route
 * is declared public (`config: { publicCache: true }`). API answers carry personal data (the learner's profile,
 * orders, results, a sign-in token), and a shared cache keeping one would hand it to the next client; so the rule
 * holds by default for every route, present and future, and a public route opts out.
 */
function mustNotBeStored(request: FastifyRequest, status: number): boolean {
  if (status >= 400) return true;
  return API_PATH.test(request.url) && request.routeOptions.config?.publicCache !== true;
}

export interface SecurityOptions {
  paymentOrigins: string[];
  imageOrigins: string[];
  /** CSP sources of the built index.html's inline style elements (the home page shell's CSS, decision 131). */
  styleHashes: string[];
}

/**
 * Security headers with a Content-Security-Policy that the built app satisfies, and `Cache-Control: no-store` on
 * every answer that holds personal data or an error.
 *
 * Helmet itself, not @fastify/helmet: that plugin builds helmet's middleware again on every request (parsing the
 * CSP directives each time, about 3% of a block read's server CPU in a profile). The headers do not
 * depend on the request, so the middleware is built once here and run on every request's raw response.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
          // No inline styles (decision 131): style files of this origin and the home shell's style element by its
          // hash. Styles that libraries make at run time go through CSSOM (constructed style sheets), which CSP
          // does not govern; React's style props are set through CSSOM too.
          styleSrc: ["'self'", ...opts.styleHashes],
          styleSrcAttr: ["'none'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...opts.imageOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The app's service worker and web app manifest (decision 135), both from this origin.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
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
    // A callback hook, not an async one: it runs on every response and should cost no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (mustNotBeStored(request, reply.statusCode)) reply.header('cache-control', 'no-store');
      // A public API answer is in the request's language (decision 171): a cache keeps one per language.
      else if (API_PATH.test(request.url)) reply.header('vary', 'Accept-Language');
      done(null, payload);
    });
  },
  { name: 'security' },
);
