import { describe, expect, it, beforeAll } from 'vitest';
import { freePremiumOffer, pages } from '../src/db/schema/content.ts';
import { drivers, useTestApp } from './test-app.ts';

describe.each(drivers)('page endpoints on %s', (driver) => {
  const ctx = useTestApp(driver);

  describe('without content', () => {
    it('GET /api/page/term answers 404 «Угоди не знайдено»', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/page/term' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Угоди не знайдено' });
    });
    it('GET /api/free/premium answers 404 when no offer is configured', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/free/premium' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('with content', () => {
    beforeAll(async () => {
      await ctx.database.db.insert(pages).values([
        {
          slug: 'term',
          title: 'Угода користувача',
          content: '<h3>1</h3><p>Умови</p><img src="x" onerror="hack()">',
        },
        { slug: 'about', title: 'Про нас', content: '<p>Ми вчимо ПДР</p><script>alert(1)</script>' },
      ]);
      await ctx.database.db.insert(freePremiumOffer).values({
        id: 1,
        title: 'Тиждень Преміуму',
        description: 'Спробуйте все',
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000),
        days: 7,
      });
    });

    it('GET /api/page/term answers the agreement with sanitised HTML', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/page/term' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { title: 'Угода користувача', content: '<h3>1</h3><p>Умови</p><img src="x" />' },
      });
    });

    it('GET /api/page/about answers the about page without scripts', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/page/about' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ title: 'Про нас', content: '<p>Ми вчимо ПДР</p>' });
    });

    it('GET /api/page/<unknown> answers 404 «Сторінки не знайдено»', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/page/contacts' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Сторінки не знайдено' });
    });

    it('GET /api/free/premium answers the offer with its end date and days', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/free/premium' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        title: 'Тиждень Преміуму',
        description: 'Спробуйте все',
        premium_days: 7,
      });
      expect(body.days_left).toBe(3);
      expect(body.active).toBe(true);
      expect(new Date(body.timer).getTime()).toBeGreaterThan(Date.now());
    });
  });
});
