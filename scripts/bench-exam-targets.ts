// The exam's bench targets (docs/benchmarks.md): its open exam as a learner resumes it, and one answer's round
// trip. Each answer must go to a question not yet answered in an open exam, so the target signs up many pupils
// first (a free pupil may start one exam a day), starts an exam for each, and sends every answer once: round robin
// over the pupils, as many learners answering at the same time would, with the right answer from the demo pack.

import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { BROWSER_ENCODINGS, type BenchRequest, type BenchTarget } from './bench-target-types.ts';

const PUPILS = Number(process.env.BENCH_EXAM_PUPILS ?? 1000);
const SIGN_UP_AT_ONCE = 6;

interface Examinee {
  token: string;
  examId: string;
  questionIds: number[];
}

/** The right answer of every demo question, from the pack's files (the exam payload never carries it). */
function demoKey(): Map<number, number> {
  const dir = new URL('../content/demo/questions/', import.meta.url);
  const key = new Map<number, number>();
  for (const file of readdirSync(dir)) {
    const questions = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
      id: number;
      answers: { id: number; correct: boolean }[];
    }[];
    for (const q of questions) key.set(q.id, q.answers.find((a) => a.correct)!.id);
  }
  return key;
}

async function signUp(baseUrl: string, n: number): Promise<string> {
  const phone = `+38063${String((Date.now() + n) % 10_000_000).padStart(7, '0')}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    // Each pupil from an address of its own (the bench's server trusts one proxy hop).
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      phone,
      first_name: 'Бенч',
      last_name: `Іспит${n}`,
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

/** Each new exam's start, sending to last byte (ms): a new exam is drawn once per pupil, so it is timed here. */
const startTimes: number[] = [];

async function startExam(baseUrl: string, token: string): Promise<Examinee> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/get-questions-exam-crypt`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
  });
  if (!res.ok) throw new Error(`exam start: ${res.status} ${await res.text()}`);
  const exam = (await res.json()) as { exam_id: string; data: string };
  startTimes.push(performance.now() - t0);
  const questions = JSON.parse(Buffer.from(exam.data, 'base64').toString('utf8')) as { id: number }[];
  return { token, examId: exam.exam_id, questionIds: questions.map((q) => q.id) };
}

let examinees: Promise<Examinee[]> | undefined;

function pupilsWithExams(baseUrl: string): Promise<Examinee[]> {
  examinees ??= (async () => {
    const list: Examinee[] = [];
    for (let i = 0; i < PUPILS; i += SIGN_UP_AT_ONCE) {
      const batch = Array.from({ length: Math.min(SIGN_UP_AT_ONCE, PUPILS - i) }, (_, j) => i + j);
      list.push(...(await Promise.all(batch.map(async (n) => startExam(baseUrl, await signUp(baseUrl, n))))));
    }
    const sorted = [...startTimes].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    console.log(
      `new exam start (drawn and saved), ${sorted.length} pupils, up to ${SIGN_UP_AT_ONCE} at a time with their ` +
        `sign-ups: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms`,
    );
    return list;
  })();
  return examinees;
}

export const examTargets: BenchTarget[] = [
  {
    name: 'GET /api/get-questions-exam-crypt (open exam)',
    prepare: async (baseUrl) => {
      const [first] = await pupilsWithExams(baseUrl);
      return {
        method: 'GET',
        path: '/api/get-questions-exam-crypt',
        headers: { authorization: `Bearer ${first!.token}` },
      };
    },
  },
  {
    name: 'POST /api/exam/answer (new answer)',
    // One answer's round trip (issue 8, decision 040): p99 under 20 ms on PostgreSQL.
    budget: { p99: { connections: 10, postgres: 20 } },
    prepare: async (baseUrl): Promise<BenchRequest> => {
      const key = demoKey();
      const pupils = await pupilsWithExams(baseUrl);
      const queue = Array.from({ length: 20 }, (_, q) =>
        pupils.flatMap((p) =>
          p.questionIds[q] === undefined
            ? []
            : [
                {
                  headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
                  body: JSON.stringify({
                    exam_id: p.examId,
                    question_id: p.questionIds[q],
                    answer_id: key.get(p.questionIds[q]!),
                    client_answer_id: randomUUID(),
                  }),
                },
              ],
        ),
      ).flat();
      let i = 0;
      const next = () => {
        if (i === queue.length) {
          console.warn(
            `exam answers: all ${queue.length} sent; a run ends early, and a later one sends resends ` +
              '(raise BENCH_EXAM_PUPILS)',
          );
        }
        return queue[i++ % queue.length]!;
      };
      return { method: 'POST', path: '/api/exam/answer', ...next(), next, left: () => queue.length - i };
    },
  },
];
