import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from './test-app.ts';

describe.each(drivers)('system endpoints on %s', (driver) => {
  const ctx = useTestApp(driver);

  describe('GET /api/health', () => {
    it('answers 200 with status ok when the database answers', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('answers 503 with a Ukrainian message when the database does not answer', async () => {
      const ping = ctx.database.ping;
      ctx.database.ping = async () => false;
      try {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: 'База даних недоступна' });
        expect(res.headers['retry-after']).toBe('5');
      } finally {
        ctx.database.ping = ping;
      }
    });
  });

  describe('GET /api/config', () => {
    it('answers the subscription price and term from the settings and the count of pupils', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.subscription).toEqual({ price: 299, days: 90, former_price: null });
      expect(body.users.students).toBeGreaterThanOrEqual(0);
    });
  });

  describe('GET /api/categories', () => {
    it('lists the 14 licence categories with B among them', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
      expect(res.statusCode).toBe(200);
      const labels = res.json().categories.map((c: { label: string }) => c.label);
      expect(labels).toHaveLength(14);
      expect(labels).toContain('B');
      expect(labels[0]).toBe('A');
    });
  });

  describe('bad requests', () => {
    it('answers 404 JSON for an unknown /api path', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Такого методу API не існує' });
    });

    it('answers 400, never 500, for malformed JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Некоректний JSON у тілі запиту' });
    });

    it('answers 413 for a body over 1 MiB', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'я'.repeat(600_000) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/завеликий/);
    });
  });

  describe('GET /api/docs', () => {
    it('serves an OpenAPI document that lists the routes', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config']));
    });
  });

  describe('security headers', () => {
    it('sends a Content-Security-Policy that allows only same-origin scripts', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});
