import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importContentPack } from '../src/modules/content/import.ts';
import { storedImageName } from '../src/modules/content/storage.ts';
import { basePack, SIGN_SVG, writePack } from './content-fixtures.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

/** A signed theory picture address (plugins/images.ts); `&` as HTML writes it inside content. */
const signed = (address: string, ampersand = '&') =>
  expect.stringMatching(
    new RegExp(
      `^${address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?expires=\\d+${ampersand}sig=[\\w-]{43}$`,
    ),
  ) as unknown as string;

describe.each(drivers)('theory endpoints on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function premiumUser() {
    await importContentPack(ctx.database.db, await writePack(basePack()), { dataDir: ctx.config.DATA_DIR });
    return makeUser(ctx.database.db, { premium: true });
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  describe('GET /api/theories', () => {
    it('lists the theories with an absolute picture address and their theme count', async () => {
      const user = await premiumUser();
      const res = await get('/api/theories', user.auth);
      expect(res.statusCode).toBe(200);
      const cover = storedImageName('th-cover.svg', Buffer.from(SIGN_SVG));
      expect(res.json()).toEqual({
        data: [
          {
            id: 1,
            name: 'Основи',
            image_url: signed(`${ctx.config.PUBLIC_URL}/images/theory/${cover}`),
            theme_count: 2,
          },
        ],
      });
    });

    it('answers 401 to a guest and 403 to a learner without Premium', async () => {
      expect((await get('/api/theories')).statusCode).toBe(401);
      const free = await makeUser(ctx.database.db);
      const res = await get('/api/theories', free.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Теорія доступна з тарифом Преміум' });
      expect((await get('/api/theories/1/content/11', free.auth)).statusCode).toBe(403);
    });
  });

  describe('GET /api/theories/:id', () => {
    it('gives the theory name and its themes in order', async () => {
      const user = await premiumUser();
      const res = await get('/api/theories/1', user.auth);
      expect(res.json()).toEqual({
        data: {
          theory_id: 1,
          theory_name: 'Основи',
          themes: [
            { id: 11, number: 1, title: 'Дорога' },
            { id: 12, number: 2, title: 'Учасники' },
          ],
        },
      });
    });

    it('answers 404 for an unknown theory', async () => {
      const user = await premiumUser();
      const res = await get('/api/theories/999', user.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Теорію не знайдено' });
    });
  });

  describe('GET /api/theories/:id/content/:contentId', () => {
    it('gives the blocks with signed absolute picture addresses and the neighbouring themes', async () => {
      const user = await premiumUser();
      const cover = `${ctx.config.PUBLIC_URL}/images/theory/${storedImageName('th-cover.svg', Buffer.from(SIGN_SVG))}`;
      const first = await get('/api/theories/1/content/11', user.auth);
      expect(first.statusCode).toBe(200);
      const block = first.json().data.content.blocks[0];
      const src = /<img src="([^"]+)"/.exec(block.content)?.[1];
      expect(src).toEqual(signed(cover, '&amp;'));
      expect(block.images).toEqual([signed(cover)]);
      expect(first.json()).toEqual({
        data: {
          content: {
            number: 1,
            title: 'Дорога',
            blocks: [
              {
                content: `<h3>Дорога</h3><p>Текст <img src="${src}" alt="Схема" /></p>`,
                images: [block.images[0]],
                videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
                comment: '<p>Порада експерта.</p>',
              },
            ],
          },
          themes_count: 2,
          position: 1,
          previous_theme: null,
          next_theme: { id: 12 },
        },
      });
      const second = (await get('/api/theories/1/content/12', user.auth)).json();
      expect(second.data.position).toBe(2);
      expect(second.data.previous_theme).toEqual({ id: 11 });
      expect(second.data.next_theme).toBeNull();
    });

    it('shows a change written straight into the tables on the next request, sanitised', async () => {
      // Theory is kept in memory per content version: every write to its tables must move the version.
      const user = await premiumUser();
      expect((await get('/api/theories/1/content/11', user.auth)).statusCode).toBe(200);
      expect((await get('/api/theories', user.auth)).json().data[0].theme_count).toBe(2);
      await ctx.database.db.execute(sql`update theory_themes set title = 'Дорога і тротуар' where id = 11`);
      await ctx.database.db.execute(
        sql`update theory_blocks set content = '<p onclick="x()">Нове<script>alert(1)</script></p>'
          where theory_theme_id = 11`,
      );
      const page = (await get('/api/theories/1/content/11', user.auth)).json().data.content;
      expect(page.title).toBe('Дорога і тротуар');
      expect(page.blocks[0].content).toBe('<p>Нове</p>');
      await ctx.database.db.execute(sql`update theory_themes set retired_at = now() where id = 12`);
      expect((await get('/api/theories', user.auth)).json().data[0].theme_count).toBe(1);
      expect((await get('/api/theories/1/content/12', user.auth)).statusCode).toBe(404);
      await ctx.database.db.execute(sql`update theories set retired_at = now() where id = 1`);
      expect((await get('/api/theories', user.auth)).json()).toEqual({ data: [] });
    });

    it('answers 404 for a theme of no such theory', async () => {
      const user = await premiumUser();
      expect((await get('/api/theories/1/content/99', user.auth)).json()).toEqual({
        message: 'Тему теорії не знайдено',
      });
    });
  });
});

describe('theory picture links without PUBLIC_URL', () => {
  const ctx = useTestApp('pglite', { publicUrlFromRequest: true });

  it('point at the address the client used, so pictures load from the same origin', async () => {
    await importContentPack(ctx.database.db, await writePack(basePack()), { dataDir: ctx.config.DATA_DIR });
    const user = await makeUser(ctx.database.db, { premium: true });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/theories',
      headers: { ...user.auth, host: '192.168.1.20:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].image_url).toMatch(/^http:\/\/192\.168\.1\.20:3000\/images\/theory\//);
  });
});
