import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema/content.ts';
import { attempts } from '../src/db/schema/learning.ts';
import { getPublicConfig } from '../src/modules/system/service.ts';
import { makeThemes, makeUser } from './learning-fixtures.ts';
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

    it('counts the pupils who passed an exam, not every account (the spec: students who finished)', async () => {
      const db = ctx.database.db;
      const before = (await getPublicConfig(db, false)).users.students;
      const [passer, failer] = [await makeUser(db), await makeUser(db)];
      await makeUser(db);
      const exam = (userId: number, passed: boolean) => ({
        id: randomUUID(),
        userId,
        type: 'exam' as const,
        category: 'B',
        correctCount: passed ? 19 : 10,
        questionCount: 20,
        passed,
        timeS: 600,
        outcome: {},
      });
      await db
        .insert(attempts)
        .values([exam(passer.id, true), exam(passer.id, true), exam(failer.id, false)]);
      expect((await getPublicConfig(db, false)).users.students).toBe(before + 1);
    });

    it('counts the videos the content has, so that no screen promises videos it does not have', async () => {
      const db = ctx.database.db;
      const before = (await getPublicConfig(db, false)).content.videos;
      // The fixture's one question comes without a video.
      const [theme] = await makeThemes(db, [{ questions: 1 }]);
      expect((await getPublicConfig(db, false)).content.videos).toBe(before);
      await db
        .update(questions)
        .set({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
        .where(eq(questions.id, theme!.questions[0]!.id));
      expect((await getPublicConfig(db, false)).content.videos).toBe(before + 1);
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

  describe('GET /api/docs/json', () => {
    it('serves an OpenAPI document that lists the routes', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
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

    it('sends the same security headers on every answer: data, refusals, unknown addresses and bad input', async () => {
      const names = [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ];
      const pick = (headers: Record<string, unknown>) =>
        Object.fromEntries(names.map((n) => [n, headers[n]]));
      const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(pick(config.headers)).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(config.headers['x-powered-by']).toBeUndefined();
      for (const req of [
        { method: 'GET' as const, url: '/api/get-available-themes' },
        { method: 'GET' as const, url: '/api/no-such-thing' },
        { method: 'POST' as const, url: '/api/login', payload: { phone: 'x' } },
      ]) {
        const res = await ctx.app.inject(req);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(pick(res.headers)).toEqual(pick(config.headers));
      }
      expect(Object.values(pick(config.headers)).every((v) => typeof v === 'string' && v.length > 0)).toBe(
        true,
      );
    });
  });
});
