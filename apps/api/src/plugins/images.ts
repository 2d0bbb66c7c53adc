import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_KINDS, STORED_IMAGE_NAME, imageRoot, type ImageKind } from '../modules/content/storage.ts';
import { imageSignatureLeft } from '../lib/image-signature.ts';
import { errorMessages } from '@pdr/contract/errors';
import { forbidden } from '../lib/http-errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own is a document: it may draw, never run anything or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
/** The refusal in Ukrainian, the language of a request that names none (read at load; the answer reads its own). */
export const SIGNED_IMAGE_REFUSED = errorMessages.imageLinkDead;

/**
 * Pictures only Premium learners may see: theory pictures, shown by the Premium-only theory section alone. They are
 * served to a signed address that the theory routes give out (lib/image-signature.ts); question pictures are seen
 * in free lessons too and stay public.
 */
const SIGNED_KINDS: ReadonlySet<ImageKind> = new Set(['theory']);

/**
 * Refuses a signed kind's picture without a valid signature. A valid one is sent no-store: the browser's HTTP cache
 * would give it to any page of this origin, a signed-out one included, until it expired. The service worker keeps
 * it for offline under the session that fetched it, and nobody else gets that copy (decision 164).
 */
function requireSignature(secret: string, kind: ImageKind) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const file = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const left = STORED_IMAGE_NAME.test(file)
      ? imageSignatureLeft(secret, `${kind}/${file}`, request.query as Record<string, unknown>, new Date())
      : null;
    if (left === null) return done(forbidden(errorMessages.imageLinkDead));
    reply.header('cache-control', 'no-store');
    done();
  };
}

/**
 * Serves content pictures from the app's image storage: `/images/question/<file>` and `/images/theory/<file>`.
 * Stored names carry a hash of the content (see modules/content/storage.ts), so a public picture is cacheable for
 * a year; a changed picture is imported under a new name. Theory pictures need a signed address (SIGNED_KINDS).
 */
export const imagesPlugin = fp(
  async (app: FastifyInstance, opts: { dataDir: string; secret: string }) => {
    const root = imageRoot(opts.dataDir);
    for (const kind of IMAGE_KINDS) {
      const folder = path.join(root, kind);
      mkdirSync(folder, { recursive: true });
      const signed = SIGNED_KINDS.has(kind);
      // A context of its own per kind, so that the signature check guards only its own routes.
      await app.register(async (scope) => {
        if (signed) scope.addHook('onRequest', requireSignature(opts.secret, kind));
        await scope.register(fastifyStatic, {
          root: folder,
          prefix: `/images/${kind}/`,
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          cacheControl: false,
          setHeaders(reply, filePath) {
            if (!signed) reply.header('Cache-Control', IMMUTABLE);
            if (filePath.endsWith('.svg')) reply.header('Content-Security-Policy', SVG_POLICY);
          },
        });
      });
    }
  },
  { name: 'images' },
);
