import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_KINDS, imageRoot } from '../modules/content/storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own is a document: it may draw, never run anything or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Serves content pictures from the app's image storage: `/images/question/<file>` and `/images/theory/<file>`.
 * Stored names carry a hash of the content (see modules/content/storage.ts), so every response is cacheable for
 * a year; a changed picture is imported under a new name.
 */
export const imagesPlugin = fp(
  async (app: FastifyInstance, opts: { dataDir: string }) => {
    const root = imageRoot(opts.dataDir);
    for (const kind of IMAGE_KINDS) {
      const folder = path.join(root, kind);
      mkdirSync(folder, { recursive: true });
      await app.register(fastifyStatic, {
        root: folder,
        prefix: `/images/${kind}/`,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders(reply, filePath) {
          reply.header('Cache-Control', IMMUTABLE);
          if (filePath.endsWith('.svg')) reply.header('Content-Security-Policy', SVG_POLICY);
        },
      });
    }
  },
  { name: 'images' },
);
