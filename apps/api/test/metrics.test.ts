import { OUTBOX_RESEND_HEADER } from '@pdr/contract/constants';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ExamResponse } from '@pdr/contract/exam';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { RECORDING_ROUTES } from '../src/plugins/metrics.ts';
import { answersFor, makeThemes, makeUser, postLesson, type FixtureTheme } from './learning-fixtures.ts';
import { answerKey, examCalls, makeExamBank, questionsOf } from './exam-fixtures.ts';
import { subscribeAs } from './payments-fixtures.ts';
import { uniquePhone } from './accounts-fixtures.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';

/**
 * GET /metrics in Prometheus' text format (decision 134), off without METRICS_TOKEN, refused without that bearer
 * token, and labelled by route patterns only: no id, phone or token of any request reaches it.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdr-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="uk"><div id="root"></div></html>');
  return dir;
}

/** The value of one sample line (`name{labels} value`), or undefined when the exposition has no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404, not the web app, and the token must be long enough to be set', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig({ WEB_DIST: fakeBuild() }),
      database,
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.stringContaining('METRICS_TOKEN') });
      // The page fallback still serves other paths.
      expect((await app.inject({ method: 'GET', url: '/profile' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});

describe.each(drivers)('GET /metrics with METRICS_TOKEN on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let theme: FixtureTheme;
  const patterns = new Set<string>();
  const scrape = () => app.inject({ method: 'GET', url: '/metrics', headers: auth });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    [theme] = (await makeThemes(database.db, [{ questions: 3 }])) as [FixtureTheme];
    await makeExamBank(database.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
    app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      database,
      closeDatabase: false,
      logger: false,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) patterns.add(`${method} ${route.url}`);
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('refuses a request without the token (401) and with another one (403), in constant time', async () => {
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const basic = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/токен/);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern, with durations, memory, event-loop lag and the database pool', async () => {
    const learner = await makeUser(database.db);
    const order = await subscribeAs(app, learner.token);
    const phone = uniquePhone();
    const block = await app.inject({
      method: 'GET',
      url: `/api/theme/block/${theme.id}/0`,
      headers: learner.auth,
    });
    expect(block.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: learner.auth });
    await app.inject({ method: 'GET', url: `/api/no-such-thing/${phone}?token=${learner.token}` });
    await app.inject({ method: 'POST', url: '/api/login', payload: { phone, password: 'wrong-password-1' } });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const type of [
      '# TYPE http_requests_total counter',
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE http_request_errors_total counter',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
      '# TYPE process_resident_memory_bytes gauge',
      '# TYPE nodejs_heap_size_used_bytes gauge',
      '# TYPE pdr_db_connections gauge',
      '# TYPE pdr_db_waiting gauge',
      '# TYPE pdr_db_waits_total counter',
      '# TYPE pdr_rate_limit_refusals_total counter',
      '# TYPE pdr_results_recorded_total counter',
      '# TYPE pdr_exam_answers_recorded_total counter',
      '# TYPE pdr_outbox_resends_total counter',
      '# TYPE pdr_payments gauge',
    ]) {
      expect(text).toContain(type);
    }
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/theme/block/:id/:idx",status_code="200"}'),
    ).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/orders/:id",status_code="200"}')).toBe(
      1,
    );
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/theme/block/:id/:idx"}'),
    ).toBe(1);
    expect(sample(text, 'pdr_db_connections_max')).toBe(driver === 'postgres' ? 10 : 1);
    expect(sample(text, 'pdr_db_waiting')).toBe(0);
    expect(sample(text, 'pdr_payments{state="created"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pdr_payments{state="paid"}')).toBeDefined();

    // Route patterns only: every route label is a route of the app or "unmatched", and nothing of the requests.
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!);
    const known = new Set([...patterns].map((p) => p.split(' ')[1]));
    for (const route of routes) expect(route === 'unmatched' || known.has(route), route).toBe(true);
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const secret of [String(theme.id), order.order_id, phone.slice(4), learner.token]) {
      for (const value of labelValues) expect(value, secret).not.toContain(secret);
    }
    for (const secret of [order.order_id, phone, phone.slice(1), `0${phone.slice(4)}`, learner.token]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(`/api/theme/block/${theme.id}`);
  });

  it('counts lessons, exam answers and rate-limit refusals as they are recorded', async () => {
    const before = (await scrape()).body;
    const learner = await makeUser(database.db);
    const lessonBody = {
      theme_id: theme.id,
      idx: 0,
      entries: answersFor(theme.questions),
      attempt_id: randomUUID(),
    };
    const lesson = await postLesson(app, learner, lessonBody);
    expect(lesson.statusCode).toBe(200);
    // The same lesson again, from the device's outbox after a failed send: counted as a resend.
    const resent = await postLesson(app, learner, lessonBody, { [OUTBOX_RESEND_HEADER]: '1' });
    expect(resent.statusCode).toBe(200);
    // A refused lesson (invalid body) records nothing.
    await postLesson(app, learner, { theme_id: theme.id, idx: 99, entries: [] });

    const calls = examCalls(() => app);
    const exam = (await calls.start(learner)).json<ExamResponse>();
    const ids = questionsOf(exam).map((q) => q.id);
    const key = await answerKey(database.db, ids);
    for (const id of ids.slice(0, 2)) {
      const answered = await calls.answer(learner, {
        exam_id: exam.exam_id,
        question_id: id,
        answer_id: key.get(id)!.right,
      });
      expect(answered.statusCode).toBe(200);
    }

    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/callback',
        payload: { name: 'Ірина', phone, message: 'Чи можна оплатити частинами?' },
        remoteAddress: `10.30.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);

    const after = (await scrape()).body;
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('pdr_results_recorded_total{kind="lesson"}')).toBe(2);
    expect(delta('pdr_outbox_resends_total{kind="lesson"}')).toBe(1);
    expect(delta('pdr_outbox_resends_total{kind="exam"}')).toBe(0);
    expect(delta('pdr_results_recorded_total{kind="test"}')).toBe(0);
    expect(delta('pdr_exam_answers_recorded_total')).toBe(2);
    expect(delta('pdr_rate_limit_refusals_total{route="/api/callback"}')).toBe(1);
    expect(after).not.toContain(phone.slice(4));
  });

  it('counts the queries that waited for a connection or for the embedded engine', async () => {
    const waitsBefore = sample((await scrape()).body, 'pdr_db_waits_total') ?? 0;
    await Promise.all(Array.from({ length: 30 }, () => database.db.execute(sql`select pg_sleep(0.005)`)));
    const text = (await scrape()).body;
    expect(sample(text, 'pdr_db_waits_total')).toBeGreaterThan(waitsBefore);
    expect(sample(text, 'pdr_db_wait_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'pdr_db_waiting')).toBe(0);
  });

  it('names only routes of the app as the ones that record results', () => {
    for (const pattern of Object.keys(RECORDING_ROUTES)) expect(patterns.has(pattern), pattern).toBe(true);
  });
});
