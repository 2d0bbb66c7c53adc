import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './test-app.ts';

/**
 * The API reference (decision 134). The OpenAPI document at /api/docs/json describes every route with a summary
 * and its error responses in Ukrainian; Swagger UI at /api/docs is served from this server under the app's own
 * Content-Security-Policy. Routes added later are walked too: the document is the app's own.
 */

interface Operation {
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string }>;
}

const CYRILLIC = /[А-Яа-яІіЇїЄєҐґ]/;

describe('API reference', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operations: [string, Operation][];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database, closeDatabase: false, logger: false });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    operations = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${url}`, op]),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists the API routes', () => {
    const names = operations.map(([name]) => name);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/ready', 'POST /api/login']));
    expect(names.filter((n) => n.includes('/api/docs'))).toEqual([]);
  });

  it('gives every route a summary in Ukrainian', () => {
    const missing = operations.filter(([, op]) => !op.summary || !CYRILLIC.test(op.summary)).map(([n]) => n);
    expect(missing).toEqual([]);
  });

  it('declares the error responses of every route, each described in Ukrainian', () => {
    const problems: string[] = [];
    for (const [name, op] of operations) {
      const errors = Object.entries(op.responses ?? {}).filter(([status]) => Number(status) >= 400);
      if (errors.length === 0) problems.push(`${name}: no error response`);
      for (const [status, response] of errors) {
        if (!response.description || !CYRILLIC.test(response.description)) {
          problems.push(`${name} ${status}: "${response.description}"`);
        }
      }
      // A route that reads parameters or a body refuses bad ones with 422 (or 400 for an unsigned callback).
      const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      if (takesInput && !op.responses?.['422'] && !op.responses?.['400']) problems.push(`${name}: no 422`);
      if (op.responses?.['401'] && !op.security?.some((s) => 'bearer' in s)) {
        problems.push(`${name}: 401 without the bearer security scheme`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves Swagger UI from this server under the app’s Content-Security-Policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src-attr 'none'");
    // Only files of this origin, and no inline script or style the CSP would block.
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>|<style/);
    for (const src of page.body.match(/(?<=(src|href)=")[^"]+/g) ?? []) {
      const file = await app.inject({ method: 'GET', url: src });
      expect(file.statusCode, src).toBe(200);
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
  });
});
