import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
        },
      });
    // Hash routing means every page is index.html; an unknown file is a real 404.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply.status(404).send({ message: 'Такого методу API не існує' });
      }
      const pathname = request.url.split('?')[0] ?? '/';
      if (built && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Файл не знайдено');
    });
  },
  { name: 'web' },
);
