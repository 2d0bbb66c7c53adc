// Endpoints measured by `npm run bench`. A target may prepare itself against the running server (sign up a user,
// find an id) and return the request to measure. Later work adds its endpoints here.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Request as AutocannonRequest } from 'autocannon';
import { examTargets } from './bench-exam-targets.ts';
import { BROWSER_ENCODINGS, type BenchRequest, type BenchTarget } from './bench-target-types.ts';
import { repetitionTargets } from './bench-repetition-targets.ts';

// The types live in bench-target-types.ts, which the target files import without importing this one back.
export { BROWSER_ENCODINGS, type BenchRequest, type BenchTarget, type Budget } from './bench-target-types.ts';

/**
 * autocannon's options for a prepared request: its first request, and with `freshBody` or `next` a new one each
 * time. Every bench that loads the server with a target asks through this, so a write is measured as a write (the
 * memory bench once sent one body again and again, which the server answered as a resend).
 */
export function autocannonRequest(request: BenchRequest, connections: number) {
  const each: ((req: AutocannonRequest) => AutocannonRequest) | null = request.next
    ? (req) => {
        const { headers, body, path } = request.next!();
        return {
          ...req,
          headers: { ...req.headers, ...headers },
          ...(body === undefined ? {} : { body }),
          ...(path === undefined ? {} : { path }),
        };
      }
    : request.freshBody
      ? (req) => ({ ...req, body: request.freshBody!() })
      : null;
  return {
    method: request.method,
    headers: request.headers,
    body: request.body,
    ...(each ? { requests: [{ setupRequest: each }] } : {}),
    // autocannon gives each connection its share, and a share of 0 would mean no limit: at least one each.
    ...(request.left ? { maxOverallRequests: Math.max(request.left(), connections) } : {}),
  };
}

const HEALTH_TARGET = 'GET /api/health';

let learnerToken: Promise<string> | undefined;

/** Registers a pupil through the API from an address of its own (the bench's server trusts one proxy hop). */
async function register(baseUrl: string, n: number): Promise<string> {
  const phone = `+38067${String((Date.now() + n * 7919) % 10_000_000).padStart(7, '0')}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.13.${n >> 8}.${n & 255}` },
    body: JSON.stringify({
      phone,
      first_name: 'Бенч',
      last_name: 'Учень',
      password: 'bench-password-2026',
      password_confirmation: 'bench-password-2026',
      categories: [3],
      buy_premium: false,
      accept: 1,
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One pupil for the learning targets, registered through the API. */
function learner(baseUrl: string): Promise<string> {
  learnerToken ??= register(baseUrl, 1);
  return learnerToken;
}

// Results come from more learners than connections, as in a classroom: a real learner sends one result at a
// time, and one learner's results in flight at once queue on their own rows
// (and review cards), which is not the case to measure.
const RESULT_LEARNERS = Number(process.env.BENCH_RESULT_LEARNERS ?? 150);

/** Theme 1's first block with every answer right (or the first `wrong` answered wrongly), from the demo pack. */
function block1Answers(wrong = 0): string {
  const file = new URL('../content/demo/questions/1.json', import.meta.url);
  const questions = JSON.parse(readFileSync(file, 'utf8')) as {
    id: number;
    answers: { id: number; correct: boolean }[];
  }[];
  return JSON.stringify(
    questions
      .slice(0, 20)
      .map((q, i) => ({ question_id: q.id, answer_id: q.answers.find((a) => a.correct === i >= wrong)!.id })),
  );
}

export const targets: BenchTarget[] = [
  { name: HEALTH_TARGET, prepare: async () => ({ method: 'GET', path: '/api/health' }) },
  { name: 'GET /api/config', prepare: async () => ({ method: 'GET', path: '/api/config' }) },
  {
    name: 'GET /api/theme/block/1/0 (20 questions)',
    budget: { p99: { connections: 100, postgres: 50, pglite: 250 } },
    prepare: async (baseUrl) => ({
      method: 'GET',
      path: '/api/theme/block/1/0',
      headers: { authorization: `Bearer ${await learner(baseUrl)}` },
    }),
  },
  {
    // As Chromium asks: the block goes out compressed (its questions' part deflated once, lib/gzip-parts.ts).
    name: 'GET /api/theme/block/1/0 (20 questions, compressed as a browser asks)',
    budget: { p99: { connections: 100, postgres: 50, pglite: 250 } },
    prepare: async (baseUrl) => ({
      method: 'GET',
      path: '/api/theme/block/1/0',
      headers: { authorization: `Bearer ${await learner(baseUrl)}`, 'accept-encoding': BROWSER_ENCODINGS },
    }),
  },
  {
    // A small JSON answer compressed per request (brotli, @fastify/compress), as most answers a browser gets:
    // the server's allocator settings once made this cost 1.9 ms a response (decision 120).
    name: 'GET /api/get-available-themes (theme map, compressed as a browser asks)',
    prepare: async (baseUrl) => ({
      method: 'GET',
      path: '/api/get-available-themes',
      headers: { authorization: `Bearer ${await learner(baseUrl)}`, 'accept-encoding': BROWSER_ENCODINGS },
    }),
  },
  {
    // A reopened block is the same test as the saved one and writes nothing (decision 116): this target makes every
    // read a new test. Learners take turns between theme 1's first block and its retest (10 questions answered
    // wrongly first), so each read replaces the learner's saved test.
    name: 'GET /api/theme/block/1/0 and /api/result/incorrect/1/0 in turn (a new test each time)',
    budget: { p99: { connections: 100, postgres: 50, pglite: 250 } },
    prepare: async (baseUrl) => {
      const tokens: string[] = [];
      for (let n = 0; n < RESULT_LEARNERS; n++) {
        const token = await register(baseUrl, 1000 + n);
        const res = await fetch(`${baseUrl}/api/result/successful`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'theme',
            theme_id: 1,
            idx: 0,
            time: 300,
            data_question: block1Answers(10),
            attempt_id: randomUUID(),
          }),
        });
        if (!res.ok) throw new Error(`lesson result: ${res.status} ${await res.text()}`);
        tokens.push(token);
      }
      const paths = ['/api/theme/block/1/0', '/api/result/incorrect/1/0'];
      let turn = 0;
      const next = () => {
        const n = turn++;
        const token = tokens[n % tokens.length]!;
        return {
          path: paths[Math.floor(n / tokens.length) % 2]!,
          headers: { authorization: `Bearer ${token}` },
        };
      };
      return { method: 'GET', path: paths[0]!, headers: next().headers, next };
    },
  },
  {
    name: 'POST /api/result/successful (new attempt)',
    budget: { p99: { connections: 100, postgres: 50, pglite: 250 } },
    prepare: async (baseUrl) => {
      const base = { type: 'theme', theme_id: 1, idx: 0, time: 300, data_question: block1Answers() };
      const fresh = () => JSON.stringify({ ...base, attempt_id: randomUUID() });
      const tokens: string[] = [];
      for (let n = 0; n < RESULT_LEARNERS; n++) tokens.push(await register(baseUrl, 100 + n));
      let turn = 0;
      const headers = (token: string) => ({
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      });
      return {
        method: 'POST',
        path: '/api/result/successful',
        headers: headers(tokens[0]!),
        body: fresh(),
        next: () => ({ headers: headers(tokens[turn++ % tokens.length]!), body: fresh() }),
      };
    },
  },
  ...examTargets,
  ...repetitionTargets,
];
