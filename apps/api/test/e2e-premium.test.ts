import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { e2ePremiumPlugin } from '../src/plugins/e2e-premium.ts';
import { bearer, registerByApi, uniquePhone } from './accounts-fixtures.ts';
import { drivers, testConfig, useTestApp } from './test-app.ts';

const LISTED = '+380990001001';

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

describe('E2E_SMS_INTERVAL_S config', () => {
  it('shortens the SMS interval under NODE_ENV=test only', () => {
    expect(testConfig({ E2E_SMS_INTERVAL_S: '15' }).E2E_SMS_INTERVAL_S).toBe(15);
    expect(testConfig({}).E2E_SMS_INTERVAL_S).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_SMS_INTERVAL_S: '15' })).toThrow(
      /E2E_SMS_INTERVAL_S/,
    );
  });
});

describe.each(drivers)('e2e Premium on registration on %s', (driver) => {
  const ctx = useTestApp(driver, {
    env: { E2E_PREMIUM_PHONES: LISTED },
    beforeReady: (app, config) => app.register(e2ePremiumPlugin, { phones: config.E2E_PREMIUM_PHONES }),
  });

  async function register(phone: string) {
    const token = await registerByApi(ctx.app, phone);
    const user = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    return { token, user: user.json<{ premium_check: boolean }>() };
  }

  it('gives a listed phone Premium, so the theory opens at once', async () => {
    const { token, user } = await register(LISTED);
    expect(user.premium_check).toBe(true);
    const theories = await ctx.app.inject({ method: 'GET', url: '/api/theories', headers: bearer(token) });
    expect(theories.statusCode).toBe(200);
  });

  it('leaves other phones on the free tariff', async () => {
    const { user } = await register(uniquePhone());
    expect(user.premium_check).toBe(false);
  });
});
