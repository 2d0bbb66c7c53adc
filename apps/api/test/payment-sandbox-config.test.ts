import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';
import { LIQPAY_ENV } from './payments-fixtures.ts';

// The web app says 'Тестова оплата: гроші не списуються' on every purchase screen while this is true (decision 129).
describe.each(drivers)('GET /api/config payment_sandbox on %s', (driver) => {
  describe('with the sandbox provider', () => {
    const ctx = useTestApp(driver);

    it('says payments go to the sandbox', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().payment_sandbox).toBe(true);
    });
  });

  describe('with LiqPay test payments (LIQPAY_SANDBOX)', () => {
    const ctx = useTestApp(driver, { env: { ...LIQPAY_ENV, LIQPAY_SANDBOX: 'true' } });

    it('says no money is taken', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json().payment_sandbox).toBe(true);
    });
  });

  describe('with LiqPay', () => {
    const ctx = useTestApp(driver, { env: LIQPAY_ENV });

    it('says payments are real', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().payment_sandbox).toBe(false);
    });
  });
});
