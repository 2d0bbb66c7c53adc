import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/plugins/auth.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';
import { makeThemes, makeUser } from './learning-fixtures.ts';
import { createGroup } from './accounts-fixtures.ts';
import {
  fieldNames,
  hostileString,
  hostileValue,
  objectFor,
  plausibleFor,
  valueFor,
  type KnownValues,
} from './fuzz-arbitraries.ts';

/**
 * No input answers 5xx (decision 051). The routes come from the app's own route table (an onRoute hook), so a
 * route added later is covered without touching this file; each gets generated params, queries and bodies from its
 * own zod schemas, mixed with hostile values, as a guest and as signed-in learners.
 */

/** Runs per route with every field mixed, and per field as the one wrong field; FUZZ_RUNS searches deeper. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 8);
const RUNS_PER_FIELD = Math.ceil(RUNS_PER_ROUTE / 2);

interface Route {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * A file of the built web app (one route per file, all served by @fastify/static): they take no input but the
 * query, so one request each is enough and the runs go to the API.
 */
const isStaticFile = (route: Route) =>
  route.method === 'GET' &&
  !['body', 'querystring', 'params'].some((k) => k in route.schema) &&
  !/[:*]/.test(route.url) &&
  /\.\w+$/.test(route.url);

/**
 * The run sets of a route: one with every field mixed at random, then one per field of its params, query and body
 * with that field wrong and the rest right. Routes without input take only a query string: a few runs cover them.
 */
function runPlan(route: Route): { focus?: string; runs: number }[] {
  if (isStaticFile(route)) return [{ runs: 1 }];
  const names = [route.schema.params, route.schema.querystring, route.schema.body].flatMap(fieldNames);
  const takesInput = names.length > 0 || /[:*]/.test(route.url) || route.schema.body !== undefined;
  if (!takesInput) return [{ runs: 4 }];
  return [{ runs: RUNS_PER_ROUTE }, ...names.map((focus) => ({ focus, runs: RUNS_PER_FIELD }))];
}

interface Case {
  auth: 'guest' | 'free' | 'premium' | 'forged';
  ip: string;
  path: string;
  body?: { payload: string; contentType: string };
}

const isZodObject = (schema: unknown): schema is z.ZodObject =>
  typeof schema === 'object' && schema !== null && 'shape' in schema;

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD, as a browser sends them). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

// Malformed escapes and traversal, sent as they are.
const rawSegment = fc.constantFrom('%', '%00', '%C0%AF', '..', '%2F', '%E0%A4%A', '%FF%FE');

/** With a focus the whole value keeps the schema's shape, so that only the focused field is wrong. */
const schemaValue = (schema: unknown, known: KnownValues) =>
  known.focus === undefined ? valueFor(schema, known) : plausibleFor(schema, known);

function pathFor(route: Route, known: KnownValues): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const params = isZodObject(route.schema.params)
    ? objectFor(route.schema.params, known)
    : fc.record(Object.fromEntries(names.map((name) => [name, hostileString])));
  const segments = params.map((values) =>
    names.map((name) => encode(asText((values as Record<string, unknown>)[name] ?? ''))),
  );
  const withRaw = fc.oneof(
    { weight: 6, arbitrary: segments },
    { weight: 1, arbitrary: fc.array(rawSegment, { minLength: names.length, maxLength: names.length }) },
  );
  const query = isZodObject(route.schema.querystring)
    ? schemaValue(route.schema.querystring, known)
    : fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 }), { nil: undefined });
  return fc.tuple(withRaw, query).map(([values, q]) => {
    let i = 0;
    const path = route.url.replace(/:(\w+)|\*/g, () => values[i++] ?? '');
    return `${path}${queryString(q)}`;
  });
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return query === undefined ? '' : `?${encode(asText(query))}`;
  }
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((v) => v !== undefined)
      .map((v) => `${encode(key)}=${encode(asText(v))}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function bodyFor(route: Route, known: KnownValues): fc.Arbitrary<Case['body']> {
  const value = route.schema.body ? schemaValue(route.schema.body, known) : hostileValue;
  const json = value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  const form = value.map((v) => ({
    payload: isZodObject(route.schema.body) && typeof v === 'object' && v !== null ? formOf(v) : asText(v),
    contentType: 'application/x-www-form-urlencoded',
  }));
  const broken = fc.constantFrom('{"a":', '[1,', '\u0000', '{"__proto__":{"x":1}}').map((payload) => ({
    payload,
    contentType: 'application/json',
  }));
  if (known.focus !== undefined) return json;
  return fc.oneof(
    { weight: 8, arbitrary: json },
    { weight: 1, arbitrary: form },
    { weight: 1, arbitrary: broken },
  );
}

const formOf = (v: object) =>
  Object.entries(v)
    .map(([key, item]) => `${encode(key)}=${encode(asText(item))}`)
    .join('&');

function caseFor(route: Route, known: KnownValues): fc.Arbitrary<Case> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc.record({
    // Mostly signed in: most routes need it, and only then does input get past the sign-in check.
    auth: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom<Case['auth']>('free', 'premium') },
      { weight: 1, arbitrary: fc.constantFrom<Case['auth']>('guest', 'forged') },
    ),
    ip: fc.ipV4(),
    path: pathFor(route, known),
    body: hasBody ? bodyFor(route, known) : fc.constant(undefined),
  });
}

describe.each(drivers)('every route answers any input without a 5xx on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const routes: Route[] = [];
  const known: KnownValues = { ids: [1, 2, 3], phones: [], groupCodes: [] };
  const userIds: Record<'free' | 'premium', number> = { free: 0, premium: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const themes = await makeThemes(database.db, [{ questions: 25 }, { questions: 3, free: false }]);
    for (const theme of themes) {
      known.ids.push(theme.id, ...theme.questions.flatMap((q) => [q.id, ...q.answerIds]));
    }
    userIds.free = (await makeUser(database.db)).id;
    userIds.premium = (await makeUser(database.db, { premium: true })).id;
    known.phones.push('+380670000001', '+380670000002', '+380 67 000 00 02');
    known.groupCodes.push((await createGroup(database.db)).group.code);
    app = await buildApp({
      config: testConfig(),
      database,
      closeDatabase: false,
      logger: false,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Route['schema'] });
        }
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function send(route: Route, c: Case, tokens: Record<'free' | 'premium', string>) {
    const authorization =
      c.auth === 'guest' ? undefined : `Bearer ${c.auth === 'forged' ? 'x'.repeat(43) : tokens[c.auth]}`;
    return app.inject({
      method: route.method as 'GET',
      url: c.path,
      remoteAddress: c.ip,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(c.body ? { 'content-type': c.body.contentType } : {}),
      },
      ...(c.body ? { payload: c.body.payload } : {}),
    });
  }

  it('walks the whole route table', () => {
    const seen = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const route of ['POST /api/register', 'PATCH /api/user', 'POST /api/result/successful']) {
      expect(seen).toContain(route);
    }
    expect(routes.length).toBeGreaterThan(30);
  });

  it('answers generated params, queries and bodies below 500 on every route', async () => {
    for (const route of routes) {
      const started = performance.now();
      const statuses: Record<number, number> = {};
      // Sessions of their own per route: a sign-out route revokes its tokens and no other route sees that.
      const tokens = {
        free: await createSession(database.db, userIds.free),
        premium: await createSession(database.db, userIds.premium),
      };
      for (const { focus, runs } of runPlan(route)) {
        const arbitrary = caseFor(route, focus === undefined ? known : { ...known, focus });
        await fc.assert(
          fc.asyncProperty(arbitrary, async (c) => {
            const res = await send(route, c, tokens);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 500) {
              const field = focus === undefined ? '' : ` (wrong field: ${focus})`;
              throw new Error(
                `${route.method} ${route.url}${field} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
              );
            }
          }),
          { numRuns: runs },
        );
      }
      if (process.env.FUZZ_REPORT) {
        console.log(
          route.method,
          route.url,
          Math.round(performance.now() - started),
          JSON.stringify(statuses),
        );
      }
    }
  }, 300_000);
});
