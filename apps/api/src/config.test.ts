import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, refuseDefaultSandboxes, sandboxWarnings } from './config.ts';

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

// The sandboxes are the out-of-the-box demo, never a real site's payments or SMS by accident (decision 129).
describe('sandbox providers on a site that looks real', () => {
  const LIQPAY = { LIQPAY_PUBLIC_KEY: 'i1', LIQPAY_PRIVATE_KEY: 'k1' };

  it('refuses an https PUBLIC_URL on the sandboxes left unset, naming each variable', () => {
    const load = () => loadConfig({ PUBLIC_URL: 'https://pdr.example.ua' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PAYMENT_PROVIDER: не задано, а сайт схожий на справжній \(PUBLIC_URL з https\)/);
    expect(load).toThrow(/SMS_PROVIDER: не задано.*SMS_PROVIDER=turbosms/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://pdr.example.ua', SMS_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=liqpay або, якщо це справді показ, PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('starts an https PUBLIC_URL on the sandboxes when they are named, or on the real providers', () => {
    const named = loadConfig({
      PUBLIC_URL: 'https://pdr.example.ua',
      PAYMENT_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'sandbox',
    });
    expect(named).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_PROVIDER_IS_SET: true });
    const real = loadConfig({
      PUBLIC_URL: 'https://pdr.example.ua',
      PAYMENT_PROVIDER: 'liqpay',
      SMS_PROVIDER: 'turbosms',
      TURBOSMS_TOKEN: 't',
      ...LIQPAY,
    });
    expect(real.PAYMENT_PROVIDER).toBe('liqpay');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.10:3000' }).PAYMENT_PROVIDER_IS_SET).toBe(false);
  });

  it('refuses content that is not the demo pack on a sandbox left unset, and lets a named one through', () => {
    const refuse = () =>
      refuseDefaultSandboxes(loadConfig({ SMS_PROVIDER: 'sandbox' }), 'вміст не демонстраційний');
    expect(refuse).toThrow(ConfigError);
    expect(refuse).toThrow(
      /PAYMENT_PROVIDER: не задано, а сайт схожий на справжній \(вміст не демонстраційний\)/,
    );
    expect(refuse).not.toThrow(/SMS_PROVIDER:/);
    const named = loadConfig({ PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' });
    expect(() => refuseDefaultSandboxes(named, 'вміст не демонстраційний')).not.toThrow();
  });

  it('has one warning line for each sandbox that is on, named or not', () => {
    expect(sandboxWarnings(loadConfig({}))).toEqual([
      'Оплата в режимі пісочниці: гроші не списуються, Преміум видається без оплати. Для справжніх платежів задайте PAYMENT_PROVIDER=liqpay',
      'SMS у режимі пісочниці: повідомлення не надсилаються, коди відновлення пароля записуються в журнал. Для справжніх SMS задайте SMS_PROVIDER=turbosms',
    ]);
    expect(sandboxWarnings(loadConfig({ PAYMENT_PROVIDER: 'liqpay', ...LIQPAY }))).toHaveLength(1);
    expect(
      sandboxWarnings(loadConfig({ PAYMENT_PROVIDER: 'liqpay', LIQPAY_SANDBOX: 'true', ...LIQPAY }))[0],
    ).toBe(
      'Оплата LiqPay у тестовому режимі (LIQPAY_SANDBOX): гроші не списуються, Преміум видається без оплати',
    );
    expect(
      sandboxWarnings(
        loadConfig({ PAYMENT_PROVIDER: 'liqpay', SMS_PROVIDER: 'turbosms', TURBOSMS_TOKEN: 't', ...LIQPAY }),
      ),
    ).toEqual([]);
  });
});
