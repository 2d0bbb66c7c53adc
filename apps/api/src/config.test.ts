import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMS_PROVIDER).toBe('sandbox');
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'pigeon' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'cash' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['TURBOSMS_TOKEN', { SMS_PROVIDER: 'turbosms' }],
    ['LIQPAY_PRIVATE_KEY', { PAYMENT_PROVIDER: 'liqpay' }],
  ])('stops with a message naming %s for a bad value', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1, 10.0.0.2', ['10.0.0.1', '10.0.0.2']],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
});
