import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/plugins/auth.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './test-app.ts';
import { bearer, createUser } from './accounts-fixtures.ts';
import { linkParams, subscribeAs } from './payments-fixtures.ts';

// Every answered request is logged once, when it is answered, with what an operator needs to follow it: method,
// address (secrets masked, log-secrets.test.ts), status and time. GET /api/health, asked every few seconds by a
// load balancer, is not logged when it answers.
describe('request log', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      closeDatabase: false,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const requestLines = () => lines.filter((l) => l.req !== undefined || l.res !== undefined);

  it.each([
    { method: 'GET' as const, url: '/api/config', status: 200 },
    { method: 'GET' as const, url: '/api/get-available-themes', status: 401 },
    { method: 'GET' as const, url: '/api/no-such-thing', status: 404 },
    { method: 'POST' as const, url: '/api/login', status: 422, payload: { phone: 'x' } },
  ])('logs $method $url once, with its status $status and time', async ({ status, ...req }) => {
    lines.length = 0;
    const res = await app.inject(req);
    expect(res.statusCode).toBe(status);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: req.method, url: req.url },
      res: { statusCode: status },
      responseTime: expect.any(Number),
    });
  });

  it('does not log GET /api/health when it answers', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });

  // The checkout link's signature once reached the log in clear (its %2B and %2F split the opaque run;
  // decision 129).
  it('logs the checkout link a learner opens without its signed data or signature', async () => {
    const user = await createUser(database.db);
    const { link } = await subscribeAs(app, await createSession(database.db, user.id));
    const { url, data, signature } = linkParams(link);
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
    expect(requestLines()[0]).toMatchObject({
      req: { url: '/api/payments/sandbox/checkout?data=***&signature=***' },
    });
    const log = JSON.stringify(lines);
    for (const secret of [data, signature]) {
      for (const piece of secret.split(/[^A-Za-z0-9]+/).filter((p) => p.length >= 8)) {
        expect(log).not.toContain(piece);
      }
    }
  });

  it('never logs headers, bodies or secret query parameters', async () => {
    const user = await createUser(database.db);
    const token = await createSession(database.db, user.id);
    const secrets = {
      token,
      cookie: 'sid-Zm9vYmFyYmF6cXV4',
      apiKey: 'key-cXV4cXV1eHF1dXg',
      password: 'Parol-Duzhe-Tajemnyj-7',
      signature: 'c2lnbmF0dXJlLXNpZ25hdHVyZQ',
      sig: 'aW1hZ2Utc2lnbmF0dXJl',
      groupCode: '87654321',
    };
    lines.length = 0;
    const headers = { ...bearer(token), cookie: `sid=${secrets.cookie}`, 'x-api-key': secrets.apiKey };
    await app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `data=e30%3D&signature=${secrets.signature}`,
    });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...headers, 'content-type': 'application/json' },
      // Malformed on purpose: a parse error must not quote the body.
      payload: `{"phone":"+380671234567","password":"${secrets.password}"`,
    });
    await app.inject({ method: 'GET', url: `/api/user?group_code=${secrets.groupCode}`, headers });
    await app.inject({ method: 'GET', url: `/images/theory/x.svg?expires=1&sig=${secrets.sig}` });
    expect(requestLines()).toHaveLength(4);
    const log = JSON.stringify(lines);
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
  });
});
