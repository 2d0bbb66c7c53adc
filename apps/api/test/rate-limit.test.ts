import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHECK_CODE_MAX_PER_WINDOW } from '../src/modules/accounts/routes.ts';
import { useTestApp } from './test-app.ts';

// The local Redis of the dev and CI machines; the Redis variant is skipped where none is configured.
const redisUrl = process.env.TEST_REDIS_URL;

async function checkCodeUntil429(
  ctx: ReturnType<typeof useTestApp>,
  headers: Record<string, string>,
  limit = CHECK_CODE_MAX_PER_WINDOW + 5,
) {
  for (let attempt = 1; attempt <= limit; attempt++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/check/code',
      headers,
      payload: { group_code: '000 00 000' },
    });
    if (res.statusCode === 429) return { attempt, body: res.json() };
  }
  return { attempt: null, body: null };
}

describe('POST /api/check/code request limit', () => {
  const ctx = useTestApp('pglite');

  it(`answers 429 with a Ukrainian message on attempt ${CHECK_CODE_MAX_PER_WINDOW + 1} from one address`, async () => {
    const result = await checkCodeUntil429(ctx, { 'x-test': randomBytes(4).toString('hex') });
    expect(result.attempt).toBe(CHECK_CODE_MAX_PER_WINDOW + 1);
    expect(result.body.message).toMatch(/^Забагато спроб\. Спробуйте через \d+ хв\.$/);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pose as another address', async () => {
    // A fresh app per test means a fresh in-process counter; every request here claims another address.
    let first429: number | null = null;
    for (let attempt = 1; attempt <= CHECK_CODE_MAX_PER_WINDOW + 5 && first429 === null; attempt++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { group_code: '000 00 000' },
      });
      if (res.statusCode === 429) first429 = attempt;
    }
    expect(first429).toBe(CHECK_CODE_MAX_PER_WINDOW + 1);
  });
});

describe('POST /api/check/code request limit behind a trusted proxy', () => {
  const ctx = useTestApp('pglite', { env: { TRUST_PROXY: '1' } });

  it('counts each forwarded client address on its own', async () => {
    for (let i = 1; i <= CHECK_CODE_MAX_PER_WINDOW + 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { group_code: '000 00 000' },
      });
      expect(res.statusCode).not.toBe(429);
    }
  });
});

describe.skipIf(!redisUrl)('POST /api/check/code request limit shared through Redis', () => {
  const ctx = useTestApp('pglite', { env: { REDIS_URL: redisUrl ?? '', TRUST_PROXY: '1' } });

  it('keeps counting across two app instances (two API processes)', async () => {
    // Counters outlive the test run in Redis: a random address keeps runs apart. IPv4, because IPv6 addresses of
    // one network may share a counter.
    const [a, b, c] = randomBytes(3);
    const address = `10.${a}.${b}.${c}`;
    const half = Math.floor(CHECK_CODE_MAX_PER_WINDOW / 2);
    // Spend half of the allowance here, then the rest must run out sooner in a second app.
    for (let i = 0; i < half; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/check/code',
        headers: { 'x-forwarded-for': address },
        payload: { group_code: '000 00 000' },
      });
    }
    const { buildApp } = await import('../src/app.ts');
    const second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      closeDatabase: false,
      logger: false,
    });
    try {
      let first429: number | null = null;
      for (let attempt = 1; attempt <= CHECK_CODE_MAX_PER_WINDOW && first429 === null; attempt++) {
        const res = await second.inject({
          method: 'POST',
          url: '/api/check/code',
          headers: { 'x-forwarded-for': address },
          payload: { group_code: '000 00 000' },
        });
        if (res.statusCode === 429) first429 = attempt;
      }
      expect(first429).toBe(CHECK_CODE_MAX_PER_WINDOW - half + 1);
    } finally {
      await second.close();
    }
  });
});
