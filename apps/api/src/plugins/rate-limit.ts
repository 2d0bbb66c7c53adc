import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/accounts.ts';
import { HttpError } from '../lib/http-errors.ts';

/**
 * Fixed-window request counters shared by every API process: in Redis when REDIS_URL is set, otherwise in
 * PostgreSQL (table rate_limits). A Redis outage falls back to PostgreSQL rather than letting everything through.
 * The sign-in limits need more than a counter and live in the accounts module (decision 056).
 */

export interface LimitRule {
  max: number;
  windowMs: number;
  /** Counted per network address: the end-to-end stories, which all come from 127.0.0.1, may widen it. */
  perAddress?: boolean;
}

export interface Limiter {
  /** Counts one request under (name, key) and throws a 429 RateLimitError once the window holds more than max. */
  take(name: string, rule: LimitRule, key: string, message: (wait: number) => RateLimitError): Promise<void>;
  /** Takes one count back: a request that turned out harmless (a right group code) does not use up the limit. */
  giveBack(name: string, key: string): Promise<void>;
}

/**
 * '45 с' or '15 хв' in Ukrainian, for the operator's console, which stays Ukrainian (decision 170); a learner's
 * refusal says its wait with errorMessages.tryAgainIn, in the request's language.
 */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} хв`;
}

/** 429 with Retry-After (seconds); the header is set by this plugin's onError hook. */
export class RateLimitError extends HttpError {
  readonly retryAfterS: number;
  constructor(message: string, retryAfterS: number, errors?: Record<string, string>) {
    super(429, message, errors);
    this.retryAfterS = retryAfterS;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiter;
  }
}

interface Counted {
  hits: number;
  resetInMs: number;
}

// INCR and the window's expiry in one step, so two processes never both start a window.
const TAKE_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;
const REDIS_PREFIX = 'pdr-limit:';

async function takeInPostgres(
  db: Db,
  name: string,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Counted> {
  const cutoff = new Date(now.getTime() - windowMs);
  // One statement: a new window or one more hit, atomic under concurrent requests from any process.
  const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: name, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  // Old rows of addresses that never came back are cleared now and then, by whichever request comes.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(
        sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`,
      );
  }
  return { hits: row!.hits, resetInMs: row!.windowStart.getTime() + windowMs - now.getTime() };
}

async function giveBackInPostgres(db: Db, name: string, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.bucket} = ${name} and ${rateLimits.key} = ${key}`);
}

/** addressScale multiplies the allowance of the per-address rules (config's E2E_ADDRESS_LIMIT_SCALE, tests only). */
export function createLimiter(
  db: Db,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  addressScale = 1,
): Limiter {
  const redisOrPostgres = async <T>(viaRedis: (r: Redis) => Promise<T>, viaDb: () => Promise<T>) => {
    if (!redis) return viaDb();
    try {
      return await viaRedis(redis);
    } catch (error) {
      log.warn({ err: error }, 'redis unavailable for rate limits; counting in PostgreSQL');
      return viaDb();
    }
  };
  return {
    async take(name, rule, key, message) {
      const now = new Date();
      const counted = await redisOrPostgres(
        async (r) => {
          const [hits, ttl] = (await r.eval(
            TAKE_SCRIPT,
            1,
            `${REDIS_PREFIX}${name}:${key}`,
            rule.windowMs,
          )) as [number, number];
          return { hits, resetInMs: ttl > 0 ? ttl : rule.windowMs };
        },
        () => takeInPostgres(db, name, key, rule.windowMs, now),
      );
      if (counted.hits > (rule.perAddress ? rule.max * addressScale : rule.max)) {
        throw message(Math.max(1, Math.ceil(counted.resetInMs / 1000)));
      }
    },
    async giveBack(name, key) {
      await redisOrPostgres(
        async (r) => {
          await r.eval(GIVE_BACK_SCRIPT, 1, `${REDIS_PREFIX}${name}:${key}`);
        },
        () => giveBackInPostgres(db, name, key),
      );
    },
  };
}

export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { redisUrl?: string | undefined; addressScale?: number | undefined },
  ) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // The first requests count in Redis like the rest; a Redis that is down does not hold the start up.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    app.decorate('limits', createLimiter(app.db, redis, app.log, opts.addressScale));
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitError) void reply.header('retry-after', String(error.retryAfterS));
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
