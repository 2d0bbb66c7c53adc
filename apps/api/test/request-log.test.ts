import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './test-app.ts';

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
});
