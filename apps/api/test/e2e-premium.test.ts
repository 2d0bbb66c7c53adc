import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { e2ePremiumPlugin } from '../src/plugins/e2e-premium.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';

const LISTED = '+380990001001';

let seq = Date.now() % 1_000_000;
const freshPhone = () => `+38063${String(++seq).padStart(7, '0')}`;

describe('E2E_PREMIUM_PHONES config', () => {
  it('reads a comma-separated list under NODE_ENV=test', () => {
    const config = testConfig({ E2E_PREMIUM_PHONES: `${LISTED}, +380990001002` });
    expect(config.E2E_PREMIUM_PHONES).toEqual([LISTED, '+380990001002']);
  });

  it('refuses the list outside NODE_ENV=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_PREMIUM_PHONES: LISTED })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_PREMIUM_PHONES: LISTED })).toThrow(
      /E2E_PREMIUM_PHONES/,
    );
  });
});

describe.each(drivers)('e2e Premium on registration on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });
  // Built as main.ts does it: the plugin is added after the app's routes.
  beforeEach(async () => {
    const config = testConfig({ E2E_PREMIUM_PHONES: LISTED });
    app = await buildApp({ config, database, closeDatabase: false, logger: false });
    await app.register(e2ePremiumPlugin, { phones: config.E2E_PREMIUM_PHONES });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  async function register(phone: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        phone,
        first_name: 'Іра',
        last_name: 'Бондар',
        password: 'Tests-parol-2026',
        password_confirmation: 'Tests-parol-2026',
        categories: [3],
        accept: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ access_token: string }>().access_token;
    const user = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    return { token, user: user.json<{ premium_check: boolean }>() };
  }

  it('gives a listed phone Premium, so the theory opens at once', async () => {
    const { token, user } = await register(LISTED);
    expect(user.premium_check).toBe(true);
    const theories = await app.inject({
      method: 'GET',
      url: '/api/theories',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(theories.statusCode).toBe(200);
  });

  it('leaves other phones on the free tariff', async () => {
    const { user } = await register(freshPhone());
    expect(user.premium_check).toBe(false);
  });
});
