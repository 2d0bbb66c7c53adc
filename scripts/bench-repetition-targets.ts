// The repetition bench target (issue 10): the due session as a Premium pupil opens it, 20 questions most overdue
// first. The pupil takes the demo pack's free Premium week (the bench server runs as production, where no test
// switch grants Premium) and misses every question of theme 1's first block, so 20 cards fall due at once.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BenchTarget } from './bench-target-types.ts';

async function call(baseUrl: string, path: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(baseUrl + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A pupil with Premium (the free week) and 20 review cards due now. */
async function pupilWithDueCards(baseUrl: string): Promise<string> {
  const json = { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' };
  const { access_token: token } = (await call(baseUrl, '/api/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      phone: `+38066${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      first_name: 'Бенч',
      last_name: 'Повторення',
      password: 'bench-password-2026',
      password_confirmation: 'bench-password-2026',
      categories: [3],
      buy_premium: false,
      accept: 1,
    }),
  })) as { access_token: string };
  const auth = { ...json, authorization: `Bearer ${token}` };
  await call(baseUrl, '/api/free/premium', { method: 'POST', headers: auth, body: '{}' });
  const questions = JSON.parse(
    readFileSync(new URL('../content/demo/questions/1.json', import.meta.url), 'utf8'),
  ) as { id: number; answers: { id: number; correct: boolean }[] }[];
  const wrong = questions
    .slice(0, 20)
    .map((q) => ({ question_id: q.id, answer_id: q.answers.find((a) => !a.correct)!.id }));
  await call(baseUrl, '/api/result/successful', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      attempt_id: randomUUID(),
      type: 'theme',
      theme_id: 1,
      idx: 0,
      time: 300,
      data_question: JSON.stringify(wrong),
    }),
  });
  return token;
}

export const repetitionTargets: BenchTarget[] = [
  {
    name: 'GET /api/repetition/due (20 due questions)',
    prepare: async (baseUrl) => ({
      method: 'GET',
      path: '/api/repetition/due',
      headers: { authorization: `Bearer ${await pupilWithDueCards(baseUrl)}` },
    }),
  },
];
