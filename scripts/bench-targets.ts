// Endpoints measured by `npm run bench`. A target may prepare itself against the running server (sign up a user,
// find an id) and return the request to measure. Later work adds its endpoints here.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Makes a new body for every request (e.g. a fresh attempt id, so a write is not answered as a resend). */
  freshBody?: () => string;
}

export interface BenchTarget {
  name: string;
  prepare(baseUrl: string): Promise<BenchRequest>;
}

let learnerToken: Promise<string> | undefined;

/** One pupil for the learning targets, registered through the API. */
function learner(baseUrl: string): Promise<string> {
  learnerToken ??= (async () => {
    const phone = `+38067${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const res = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
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
  })();
  return learnerToken;
}

/** Theme 1's first block with every answer right, from the demo pack. */
function block1Answers(): string {
  const file = new URL('../content/demo/questions/1.json', import.meta.url);
  const questions = JSON.parse(readFileSync(file, 'utf8')) as {
    id: number;
    answers: { id: number; correct: boolean }[];
  }[];
  return JSON.stringify(
    questions
      .slice(0, 20)
      .map((q) => ({ question_id: q.id, answer_id: q.answers.find((a) => a.correct)!.id })),
  );
}

export const targets: BenchTarget[] = [
  { name: 'GET /api/health', prepare: async () => ({ method: 'GET', path: '/api/health' }) },
  { name: 'GET /api/config', prepare: async () => ({ method: 'GET', path: '/api/config' }) },
  {
    name: 'GET /api/theme/block/1/0 (20 questions)',
    prepare: async (baseUrl) => ({
      method: 'GET',
      path: '/api/theme/block/1/0',
      headers: { authorization: `Bearer ${await learner(baseUrl)}` },
    }),
  },
  {
    name: 'POST /api/result/successful (new attempt)',
    prepare: async (baseUrl) => {
      const base = { type: 'theme', theme_id: 1, idx: 0, time: 300, data_question: block1Answers() };
      const fresh = () => JSON.stringify({ ...base, attempt_id: randomUUID() });
      return {
        method: 'POST',
        path: '/api/result/successful',
        headers: { authorization: `Bearer ${await learner(baseUrl)}`, 'content-type': 'application/json' },
        body: fresh(),
        freshBody: fresh,
      };
    },
  },
];
