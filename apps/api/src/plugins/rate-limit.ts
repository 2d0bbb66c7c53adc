import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/**
 * Per-route request limits (routes opt in with `config.rateLimit`). Counters live in Redis when REDIS_URL is set,
 * so several API processes share them; otherwise in this process. Sign-in and SMS limits are stricter and kept in
 * PostgreSQL by the accounts module.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      // A Redis outage must not take the API down: the limiter then lets requests through (skipOnError).
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'pdr-rl:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Забагато спроб. Спробуйте через ${Math.max(1, Math.ceil(context.ttl / 60_000))} хв.`,
        ),
    });
  },
  { name: 'rate-limit' },
);
