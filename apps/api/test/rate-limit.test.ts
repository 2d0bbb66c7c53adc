import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADDRESS_LIMITS } from '../src/modules/accounts/limits.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { drivers, testConfig, useTestApp, type TestContext } from './test-app.ts';
import { createGroup } from './accounts-fixtures.ts';

// The local Redis of the dev and CI machines; the Redis variant is skipped where none is configured.
const redisUrl = process.env.TEST_REDIS_URL;
const MISSES = ADDRESS_LIMITS.groupCodeMisses.max;

/** Counters outlive a test (in the database or Redis): a random address keeps tests and runs apart. */
function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function checkCode(app: FastifyInstance, code: string, from: { remoteAddress?: string; forwarded?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/check/code',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
    payload: { group_code: code },
  });
}

/** Sends unknown codes until the first 429 and returns its attempt number and answer. */
async function missUntil429(
  app: FastifyInstance,
  from: { remoteAddress?: string; forwarded?: string },
  most = MISSES + 5,
) {
  for (let attempt = 1; attempt <= most; attempt++) {
    const res = await checkCode(app, '000 00 000', from);
    if (res.statusCode === 429) return { attempt, res };
    expect(res.statusCode).toBe(422);
  }
  return { attempt: null, res: null };
}

async function secondApp(ctx: TestContext): Promise<FastifyInstance> {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    closeDatabase: false,
    logger: false,
  });
  await app.ready();
  return app;
}

describe.each(drivers)('POST /api/check/code limit per address on %s', (driver) => {
  const ctx = useTestApp(driver);

  it(`answers 429 with Retry-After and a Ukrainian message at unknown code number ${MISSES + 1}`, async () => {
    const { attempt, res } = await missUntil429(ctx.app, { remoteAddress: randomAddress() });
    expect(attempt).toBe(MISSES + 1);
    expect(res!.json()).toEqual({
      message: 'Забагато перевірок коду групи. Спробуйте через 10 хв',
      errors: { group_code: 'Забагато перевірок коду групи. Спробуйте через 10 хв' },
    });
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('never counts a code that exists, so a class typing its code behind one router is not held back', async () => {
    const { group } = await createGroup(ctx.database.db);
    const remoteAddress = randomAddress();
    for (let pupil = 0; pupil < MISSES * 2; pupil++) {
      expect((await checkCode(ctx.app, group.code, { remoteAddress })).statusCode).toBe(200);
    }
    expect((await missUntil429(ctx.app, { remoteAddress })).attempt).toBe(MISSES + 1);
    // Once the address is over its limit even a right code is refused: the answer must not tell them apart.
    expect((await checkCode(ctx.app, group.code, { remoteAddress })).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pose as another address', async () => {
    const remoteAddress = randomAddress();
    let first429: number | null = null;
    for (let attempt = 1; attempt <= MISSES + 5 && first429 === null; attempt++) {
      const res = await checkCode(ctx.app, '000 00 000', {
        remoteAddress,
        forwarded: `203.0.113.${attempt}`,
      });
      if (res.statusCode === 429) first429 = attempt;
    }
    expect(first429).toBe(MISSES + 1);
  });

  it('keeps counting across two app instances (two API processes) through the database', async () => {
    const remoteAddress = randomAddress();
    const half = Math.floor(MISSES / 2);
    for (let i = 0; i < half; i++) await checkCode(ctx.app, '000 00 000', { remoteAddress });
    const second = await secondApp(ctx);
    try {
      expect((await missUntil429(second, { remoteAddress })).attempt).toBe(MISSES - half + 1);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/check/code limit behind a trusted proxy', () => {
  const ctx = useTestApp('pglite', { env: { TRUST_PROXY: '1' } });

  it('counts each forwarded client address on its own', async () => {
    for (let i = 1; i <= MISSES + 2; i++) {
      const res = await checkCode(ctx.app, '000 00 000', { forwarded: randomAddress() });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe.skipIf(!redisUrl)('POST /api/check/code limit shared through Redis', () => {
  const ctx = useTestApp('pglite', { env: { REDIS_URL: redisUrl ?? '', TRUST_PROXY: '1' } });

  it('keeps counting across two app instances (two API processes)', async () => {
    // IPv4, because IPv6 addresses of one /64 network share a counter.
    const forwarded = randomAddress();
    const half = Math.floor(MISSES / 2);
    for (let i = 0; i < half; i++) await checkCode(ctx.app, '000 00 000', { forwarded });
    const second = await secondApp(ctx);
    try {
      const { attempt, res } = await missUntil429(second, { forwarded });
      expect(attempt).toBe(MISSES - half + 1);
      expect(Number(res!.headers['retry-after'])).toBeGreaterThan(590);
    } finally {
      await second.close();
    }
  });
});

describe('E2E_ADDRESS_LIMIT_SCALE', () => {
  const ctx = useTestApp('pglite', { env: { E2E_ADDRESS_LIMIT_SCALE: '2' } });

  it('widens the per-address limits for the end-to-end stories, which all come from one address', async () => {
    const { attempt } = await missUntil429(ctx.app, { remoteAddress: randomAddress() }, 2 * MISSES + 5);
    expect(attempt).toBe(2 * MISSES + 1);
  });

  it('is refused outside NODE_ENV=test', () => {
    expect(testConfig({ E2E_ADDRESS_LIMIT_SCALE: '10' }).E2E_ADDRESS_LIMIT_SCALE).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_ADDRESS_LIMIT_SCALE: '10' })).toThrow(
      /E2E_ADDRESS_LIMIT_SCALE/,
    );
  });
});
