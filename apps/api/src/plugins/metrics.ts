import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { count } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { OUTBOX_RESEND_HEADER } from '@pdr/contract/constants';
import { ORDER_STATUSES, orders } from '../db/schema/payments.ts';

/**
 * Routes whose successful answer records a learner's result or an exam answer, by route pattern. Counted here, at
 * the edge, so the modules stay free of metrics code; the metrics test checks every pattern is a route of the app.
 */
export const RECORDING_ROUTES: Record<string, { metric: 'result' | 'examAnswer'; kind: string }> = {
  'POST /api/result/successful': { metric: 'result', kind: 'lesson' },
  'POST /api/test-successful': { metric: 'result', kind: 'test' },
  'POST /api/repetition/result': { metric: 'result', kind: 'repetition' },
  'POST /api/exam/answer': { metric: 'examAnswer', kind: 'exam' },
};

/** A request that matched no route (a 404, a scanner) is counted under this label, never under its address. */
const UNMATCHED = 'unmatched';

/** Request durations in seconds: from a cached read (under 5 ms) to a slow export or an overloaded server. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The bearer token of the request equals the configured one; both are hashed so the comparison is constant-time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  return timingSafeEqual(digest(match[1]!), expected);
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}

/**
 * The metrics of one app, in a registry of its own (several apps live in one test process). Labels are route
 * patterns, methods and status codes only: never an address as requested, an id, a phone or a token.
 */
function createMetrics(app: FastifyInstance) {
  const register = new Registry();
  // Memory, CPU, handles, garbage collection and event-loop lag (nodejs_eventloop_lag_*), read at each scrape.
  collectDefaultMetrics({ register });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [register],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [register],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests that failed on the server (status 500 and above), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [register],
  });
  const refusals = new Counter({
    name: 'pdr_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (status 429), by route pattern',
    labelNames: ['route'] as const,
    registers: [register],
  });
  const results = new Counter({
    name: 'pdr_results_recorded_total',
    help: 'Learning results recorded: lessons, theme tests and repetition answers',
    labelNames: ['kind'] as const,
    registers: [register],
  });
  const examAnswers = new Counter({
    name: 'pdr_exam_answers_recorded_total',
    help: 'Exam answers recorded',
    registers: [register],
  });
  const resends = new Counter({
    name: 'pdr_outbox_resends_total',
    help: "Results and exam answers recorded when a device's outbox sent them again after waiting (offline or a failed send)",
    labelNames: ['kind'] as const,
    registers: [register],
  });
  for (const { metric, kind } of Object.values(RECORDING_ROUTES)) {
    if (metric === 'result') results.labels(kind).inc(0);
    resends.labels(kind).inc(0);
  }
  examAnswers.inc(0);

  new Gauge({
    name: 'pdr_payments',
    help: 'Orders in the database by state (all instances see the same figures)',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      const rows = await app.db
        .select({ state: orders.status, n: count() })
        .from(orders)
        .groupBy(orders.status);
      const byState = new Map(rows.map((row) => [row.state, row.n]));
      for (const state of ORDER_STATUSES) this.labels(state).set(byState.get(state) ?? 0);
    },
  });

  const stats = () => app.database.poolStats();
  new Gauge({
    name: 'pdr_db_connections',
    help: 'Database connections of this instance by state (the embedded database has one engine)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const now = stats();
      this.labels('in_use').set(now.inUse);
      this.labels('idle').set(now.size - now.inUse);
    },
  });
  new Gauge({
    name: 'pdr_db_connections_max',
    help: 'Most database connections this instance opens',
    registers: [register],
    collect() {
      this.set(stats().max);
    },
  });
  new Gauge({
    name: 'pdr_db_waiting',
    help: 'Queries waiting now for a database connection (PostgreSQL) or for the embedded engine (PGlite)',
    registers: [register],
    collect() {
      this.set(stats().waiting);
    },
  });
  new Counter({
    name: 'pdr_db_waits_total',
    help: 'Queries that had to wait for a database connection or for the embedded engine',
    registers: [register],
    collect() {
      this.reset();
      this.inc(stats().waits);
    },
  });
  new Counter({
    name: 'pdr_db_wait_seconds_total',
    help: 'Time queries spent waiting for a database connection or for the embedded engine',
    registers: [register],
    collect() {
      this.reset();
      this.inc(stats().waitSeconds);
    },
  });

  function observe(request: FastifyRequest, reply: FastifyReply): void {
    const route = routeOf(request);
    const method = request.method;
    const status = reply.statusCode;
    requests.labels(method, route, String(status)).inc();
    durations.labels(method, route).observe(reply.elapsedTime / 1000);
    if (status >= 500) errors.labels(method, route).inc();
    else if (status === 429) refusals.labels(route).inc();
    else if (status < 300) {
      const recording = RECORDING_ROUTES[`${method} ${route}`];
      if (recording?.metric === 'result') results.labels(recording.kind).inc();
      else if (recording?.metric === 'examAnswer') examAnswers.inc();
      if (recording && request.headers[OUTBOX_RESEND_HEADER] === '1') resends.labels(recording.kind).inc();
    }
  }

  return { register, observe };
}

/**
 * GET /metrics in Prometheus' text format (decision 134). Without METRICS_TOKEN it answers 404 and nothing is
 * measured; with it, only a request with `Authorization: Bearer <token>` gets the figures (401 without a token,
 * 403 with another one).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined }) => {
    const token = opts.token;
    if (token === undefined) {
      app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) =>
        reply.status(404).send({ message: 'Метрики вимкнено: задайте METRICS_TOKEN' }),
      );
      return;
    }
    const expected = digest(token);
    const metrics = createMetrics(app);
    // A callback hook: it runs on every response and should cost no promise.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const matches = bearerMatches(request.headers.authorization, expected);
      if (matches === null) {
        reply.header('www-authenticate', 'Bearer');
        return reply
          .status(401)
          .send({ message: 'Потрібен токен метрик: Authorization: Bearer <METRICS_TOKEN>' });
      }
      if (!matches) return reply.status(403).send({ message: 'Неправильний токен метрик' });
      reply.type(metrics.register.contentType);
      return metrics.register.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
