import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/plugins/auth.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { storedImageName } from '../src/modules/content/storage.ts';
import { basePack, SIGN_SVG, writePack } from './content-fixtures.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';
import { subscribeAs } from './payments-fixtures.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';

/**
 * No cache may keep an answer with personal data. The rule is one hook (plugins/security.ts):
 * every API answer and every error carries `Cache-Control: no-store` unless its route is declared public. The
 * routes come from the app's own route table, so a route added later is covered without touching this file.
 */

/** The API routes whose answer is the same for everyone; a new one is a decision, made here too. */
const PUBLIC_ROUTES = [
  'GET /api/config',
  'GET /api/categories',
  'GET /api/page/:slug',
  'GET /api/free/premium',
];

interface Route {
  method: string;
  url: string;
  publicCache: boolean;
}

const PARAMS: Record<string, string> = { slug: 'about', '*': 'x' };

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdr-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="uk"><div id="root"></div></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe.each(drivers)('Cache-Control of every answer on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const routes: Route[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await importContentPack(database.db, await writePack(basePack()), { dataDir: 'memory://' });
    app = await buildApp({
      config: testConfig({ WEB_DIST: fakeBuild() }),
      database,
      closeDatabase: false,
      logger: false,
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api')) return;
        for (const method of [route.method].flat()) {
          const publicCache = (route.config as { publicCache?: boolean } | undefined)?.publicCache === true;
          routes.push({ method, url: route.url, publicCache });
        }
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, user?: TestUser) =>
    app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

  it('declares public exactly the routes whose answer is the same for everyone', () => {
    const declared = routes.filter((r) => r.publicCache && r.method !== 'HEAD');
    expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers no-store on every other API route, to a signed-in learner and to a guest', async () => {
    const learner = await makeUser(database.db, { premium: true });
    let answered = 0;
    for (const route of routes) {
      // A session of its own per route: a sign-out route revokes its token and no other route sees that.
      const token = await createSession(database.db, learner.id);
      const url = route.url.replace(
        /:(\w+)|\*/g,
        (_m, name: string | undefined) => PARAMS[name ?? '*'] ?? '1',
      );
      const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      for (const authorization of [`Bearer ${token}`, undefined]) {
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: '{}' } : {}),
        });
        const where = `${route.method} ${url} (${authorization ? 'learner' : 'guest'}) → ${res.statusCode}`;
        if (res.statusCode < 400) answered += 1;
        if (route.publicCache && res.statusCode < 400)
          expect(res.headers['cache-control'], where).toBeUndefined();
        else expect(res.headers['cache-control'], where).toBe('no-store');
      }
    }
    // Not only refusals: the walk reaches real answers.
    expect(answered).toBeGreaterThan(25);
  }, 120_000);

  it('answers no-store on the personal answers the security test named', async () => {
    const learner = await makeUser(database.db, { premium: true });
    const order = await subscribeAs(app, learner.token);
    for (const url of [
      '/api/user',
      `/api/orders/${order.order_id}`,
      '/api/student-results',
      '/api/progress/total',
      '/api/theories',
    ]) {
      const res = await get(url, learner);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: '+380670000000', password: 'wrong-password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of public content, with a bearer token too', async () => {
    const learner = await makeUser(database.db);
    for (const user of [undefined, learner]) {
      for (const url of ['/api/categories', '/api/config', '/api/page/about']) {
        const res = await get(url, user);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBeUndefined();
      }
      const picture = await get(
        `/images/question/${storedImageName('t33-sign.svg', Buffer.from(SIGN_SVG))}`,
        user,
      );
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const asset = await get('/assets/index-abc123.js', user);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/', user)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers no-store on every error, of the API and of files', async () => {
    for (const url of ['/assets/missing-123.js', '/images/question/nope-000000000000.svg', '/api/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
