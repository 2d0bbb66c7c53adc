import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@pdr/contract/errors';
import { cspHash } from './security.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/**
 * CSP sources for the inline style elements of the built index.html (the home page shell's CSS, decisions 117 and
 * 131), read once at start: the policy allows exactly these texts. None when the app is not built.
 */
export function inlineStyleHashes(root: string): string[] {
  const file = path.join(path.resolve(root), 'index.html');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(INLINE_STYLE)].map((match) => cspHash(match[1] ?? ''));
}

/** Serves the built web app: hashed assets cached forever, index.html revalidated on every load. */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const root = path.resolve(opts.root);
    const built = existsSync(path.join(root, 'index.html'));
    if (!built) app.log.warn({ root }, 'web app is not built; only the API is served');
    else
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        wildcard: false,
        cacheControl: false,
        // Everything outside assets/ is revalidated on every load: index.html, and the service worker (sw.js) with
        // the web app manifest, so that a new version is found at once (decision 135).
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
          if (filePath.endsWith('.webmanifest')) reply.header('Content-Type', MANIFEST_TYPE);
        },
      });
    // Hash routing means every page is index.html; an unknown file is a real 404.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply.status(404).send({ message: errorMessages.noApiMethod });
      }
      const pathname = request.url.split('?')[0] ?? '/';
      if (built && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return reply.status(404).send({ message: errorMessages.fileNotFound });
    });
  },
  { name: 'web' },
);
