// The virtual learners and teachers of `npm run bench -- learners` (learners.ts): what each does in an
// evening, with a person's pauses, over one keep-alive connection pool shared by all of them. Every call is timed
// from sending to its last byte (compressed as Chromium asks; decompressed afterwards, only when the scenario reads
// the body) and recorded under its route's name.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { BROWSER_ENCODINGS } from './harness.ts';
import { SCALE_PASSWORD } from './seed-scale.ts';

export interface SimLearner {
  id: number;
  phone: string;
  token: string;
  premium: boolean;
}

export interface SimTeacher {
  token: string;
  groupId: number;
  pupilIds: number[];
}

/** Latencies (ms) and errors per call name, for the step being measured. */
export class Stats {
  times = new Map<string, number[]>();
  errors = new Map<string, number>();
  /** Answers the app gives on purpose (a free learner's second exam of the day: 403), not errors. */
  refusals = 0;
  firstErrors: string[] = [];
  /** Answers received, of every call. */
  requests = 0;

  record(name: string, ms: number): void {
    this.requests++;
    this.recordPart(name, ms);
  }

  /** A time that is part of an answer already recorded (`POST /api/login` beyond its password hash). */
  recordPart(name: string, ms: number): void {
    let list = this.times.get(name);
    if (!list) this.times.set(name, (list = []));
    list.push(ms);
  }

  error(name: string, detail: string): void {
    this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
    if (this.firstErrors.length < 5) this.firstErrors.push(`${name}: ${detail}`);
  }

  get errorCount(): number {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }
}

export interface Simulation {
  base: URL;
  agent: http.Agent;
  /** Human pauses are multiplied by this (1 = as people take them). */
  pauseScale: number;
  stats: Stats;
  /** Set when the run ends (stopAll): every learner stops in their pause, or before their next call. */
  stopped: boolean;
  /** Wakes every learner in a pause; a plain set, since an AbortSignal's listeners are a list searched on each add. */
  sleepers: Set<() => void>;
}

/** Ends the run: every learner leaves at once, from a pause or before their next call. */
export function stopAll(sim: Simulation): void {
  sim.stopped = true;
  for (const wake of sim.sleepers) wake();
}

class Stopped extends Error {}

interface Reply {
  status: number;
  json<T>(): T;
}

function decode(encoding: string | undefined, body: Buffer): Buffer {
  switch (encoding) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'zstd':
      return zlib.zstdDecompressSync(body);
    default:
      return body;
  }
}

/** The password hash's time the server tells in `Server-Timing` (sign-in, decision 157). */
const HASH_TIMING = /\bhash;dur=([\d.]+)/;
/** The name a call's time beyond its password hash is recorded under. */
export const beyondHash = (name: string) => `${name} beyond its password hash`;

/** One call, timed and recorded; a status other than 2xx (or `allowed`) is an error, and the learner stops. */
export function call(
  sim: Simulation,
  name: string,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  allowed: number[] = [],
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  if (sim.stopped) return Promise.reject(new Stopped());
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { 'accept-encoding': BROWSER_ENCODINGS, ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(new URL(path, sim.base), { method, agent: sim.agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e) => {
        sim.stats.error(name, e.message);
        reject(e);
      });
      res.on('end', () => {
        const ms = performance.now() - t0;
        const status = res.statusCode ?? 0;
        sim.stats.record(name, ms);
        const hash = HASH_TIMING.exec(String(res.headers['server-timing'] ?? ''));
        if (hash) sim.stats.recordPart(beyondHash(name), ms - Number(hash[1]));
        const raw = Buffer.concat(chunks);
        const read = () => decode(res.headers['content-encoding'], raw).toString('utf8');
        if ((status < 200 || status >= 300) && !allowed.includes(status)) {
          let text = '';
          try {
            text = read().slice(0, 200);
          } catch {
            text = '(unreadable body)';
          }
          sim.stats.error(name, `${status} ${text}`);
          reject(new Error(`${name}: ${status}`));
          return;
        }
        if (allowed.includes(status)) sim.stats.refusals++;
        resolve({ status, json: <T>() => JSON.parse(read()) as T });
      });
    });
    req.on('error', (e) => {
      // A kept-alive connection the server closed as the request went out is a race a browser retries.
      sim.stats.error(name, `${e.message}${req.reusedSocket ? ' (on a kept-alive connection)' : ''}`);
      reject(e);
    });
    req.end(payload);
  });
}

/** A person's pause of `min`-`max` seconds (scaled), one timer each; throws Stopped when the run ends meanwhile. */
async function pause(sim: Simulation, min: number, max: number): Promise<void> {
  const ms = (min + Math.random() * (max - min)) * 1000 * sim.pauseScale;
  if (sim.stopped) throw new Stopped();
  await new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      sim.sleepers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    sim.sleepers.add(wake);
  });
  if (sim.stopped) throw new Stopped();
}

/** The right answer of every demo question, from the pack's files (payloads never say which one is right). */
function demoKey(): Map<number, number> {
  const dir = new URL('../../content/demo/questions/', import.meta.url);
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
const KEY = demoKey();

interface PayloadQuestion {
  id: number;
  answers: { id: number }[];
}

/** The questions of a test payload (`data`: base64 of a JSON array). */
function questionsOf(data: string): PayloadQuestion[] {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as PayloadQuestion[];
}

/** The learner's choice: the right answer with probability `skill`, otherwise another one. */
function choose(q: PayloadQuestion, skill: number): { question_id: number; answer_id: number } {
  const right = KEY.get(q.id) ?? q.answers[0]!.id;
  const wrong = q.answers.find((a) => a.id !== right)?.id ?? right;
  return { question_id: q.id, answer_id: Math.random() < skill ? right : wrong };
}

/**
 * A question's pause for this learner: people differ in pace, so each keeps to a fifth of the range (`pace` 0-1 says
 * which), and the whole range's mean is kept. With one pace for all, lessons of 20 questions all took 5 minutes give
 * or take 13 s, and learners who arrived together finished them together, step after step: a measured minute
 * caught either the quiet of a first lesson (110 requests a second at 8,000) or its end (257 at 10,000).
 */
function questionPause(sim: Simulation, min: number, max: number, pace: number): Promise<void> {
  const centre = min + (max - min) * (0.1 + 0.8 * pace);
  const half = (max - min) * 0.1;
  return pause(sim, centre - half, centre + half);
}

/** Answers a test's questions on the device, one pause per question, and gives back the entries. */
async function answerOnDevice(sim: Simulation, questions: PayloadQuestion[], skill: number, pace: number) {
  const entries = [];
  for (const q of questions) {
    await questionPause(sim, 10, 20, pace);
    entries.push(choose(q, skill));
  }
  return entries;
}

interface Theme {
  id: number;
  blocked: boolean;
  disabled: boolean;
  done_blocks: number;
  block_count: number;
}
interface Blocks {
  blocks: { idx: number; status: string }[];
  credit_available: boolean;
  credit_used_today: boolean;
}
interface QuestionsReply {
  data: string;
}

/**
 * A lesson of the learner's current theme (the first open one not finished) with its result and, after mistakes,
 * the retest; now and then (`credit`) the credit test of a finished theme instead, when the theme's page offers it.
 */
async function lesson(
  sim: Simulation,
  l: SimLearner,
  themes: Theme[],
  skill: number,
  pace: number,
  credit: boolean,
): Promise<void> {
  const open = themes.filter((t) => !t.blocked && !t.disabled);
  const finished = open.filter((t) => t.block_count > 0 && t.done_blocks === t.block_count);
  const theme =
    (credit ? finished[Math.floor(Math.random() * finished.length)] : undefined) ??
    open.find((t) => t.done_blocks < t.block_count) ??
    open[Math.floor(Math.random() * open.length)];
  if (!theme) return;
  const blocks = (
    await call(sim, 'GET /api/theme/block/:id/all', l.token, 'GET', `/api/theme/block/${theme.id}/all`)
  ).json<Blocks>();
  await pause(sim, 2, 5);
  const block = blocks.blocks.find((b) => b.status === 'current' || b.status === 'error');
  if (!block) {
    if (blocks.credit_available && !blocks.credit_used_today) await creditTest(sim, l, theme.id, skill, pace);
    return;
  }
  const path = `/api/theme/block/${theme.id}/${block.idx}`;
  const questions = questionsOf(
    (await call(sim, 'GET /api/theme/block/:id/:idx', l.token, 'GET', path)).json<QuestionsReply>().data,
  );
  const entries = await answerOnDevice(sim, questions, skill, pace);
  const result = { theme_id: theme.id, idx: block.idx, time: entries.length * 15 };
  const outcome = (
    await call(sim, 'POST /api/result/successful (lesson)', l.token, 'POST', '/api/result/successful', {
      ...result,
      type: 'theme',
      attempt_id: randomUUID(),
      data_question: JSON.stringify(entries),
    })
  ).json<{ result: { wrong_question_ids: number[] } }>();
  if (outcome.result.wrong_question_ids.length === 0) return;
  // The mistakes at once, as most learners work them off: the retest of the wrong questions, all right.
  await pause(sim, 5, 15);
  const retest = questionsOf(
    (
      await call(
        sim,
        'GET /api/result/incorrect/:id/:idx',
        l.token,
        'GET',
        `/api/result/incorrect/${theme.id}/${block.idx}`,
      )
    ).json<QuestionsReply>().data,
  );
  const again = await answerOnDevice(sim, retest, 1, pace);
  await call(sim, 'POST /api/result/successful (retest)', l.token, 'POST', '/api/result/successful', {
    ...result,
    type: 'retest',
    attempt_id: randomUUID(),
    data_question: JSON.stringify(again),
  });
}

async function creditTest(
  sim: Simulation,
  l: SimLearner,
  themeId: number,
  skill: number,
  pace: number,
): Promise<void> {
  const questions = questionsOf(
    (
      await call(
        sim,
        'GET /api/get-all-questions-themes-crypt (credit test)',
        l.token,
        'GET',
        `/api/get-all-questions-themes-crypt?theme_id=${themeId}`,
      )
    ).json<QuestionsReply>().data,
  );
  const entries = await answerOnDevice(sim, questions, Math.min(0.98, skill + 0.1), pace);
  await call(sim, 'POST /api/test-successful (credit test)', l.token, 'POST', '/api/test-successful', {
    type: 'all_theme',
    theme_id: themeId,
    time: entries.length * 15,
    attempt_id: randomUUID(),
    data_question: JSON.stringify(entries),
  });
}

async function exam(sim: Simulation, l: SimLearner, skill: number, pace: number): Promise<void> {
  // A free learner's second exam of the day is refused with 403, as the app shows it: not an error.
  const start = await call(
    sim,
    'GET /api/get-questions-exam-crypt (exam start)',
    l.token,
    'GET',
    '/api/get-questions-exam-crypt',
    undefined,
    [403],
  );
  if (start.status === 403) return;
  const opened = start.json<{ exam_id: string; data: string; answers: { question_id: number }[] }>();
  const done = new Set(opened.answers.map((a) => a.question_id));
  const entries: { question_id: number; answer_id: number }[] = [];
  for (const q of questionsOf(opened.data)) {
    if (done.has(q.id)) continue;
    await questionPause(sim, 20, 40, pace);
    const entry = choose(q, Math.min(0.97, skill + 0.12));
    entries.push(entry);
    const answer = (
      await call(sim, 'POST /api/exam/answer', l.token, 'POST', '/api/exam/answer', {
        exam_id: opened.exam_id,
        ...entry,
        client_answer_id: randomUUID(),
      })
    ).json<{ over: boolean }>();
    if (answer.over) break;
  }
  await call(sim, 'POST /api/test-successful (exam result)', l.token, 'POST', '/api/test-successful', {
    type: 'exam',
    exam_id: opened.exam_id,
    attempt_id: randomUUID(),
    time: entries.length * 30,
    data_question: JSON.stringify(entries),
  });
  await pause(sim, 5, 15);
  await call(sim, 'GET /api/exam/readiness', l.token, 'GET', '/api/exam/readiness');
}

async function review(sim: Simulation, l: SimLearner, pace: number): Promise<void> {
  const summary = (
    await call(sim, 'GET /api/repetition/summary', l.token, 'GET', '/api/repetition/summary')
  ).json<{ due_today: number }>();
  if (summary.due_today === 0) return;
  await pause(sim, 2, 5);
  const questions = questionsOf(
    (await call(sim, 'GET /api/repetition/due', l.token, 'GET', '/api/repetition/due')).json<QuestionsReply>()
      .data,
  );
  const entries = await answerOnDevice(sim, questions, 0.75, pace);
  await call(sim, 'POST /api/repetition/result', l.token, 'POST', '/api/repetition/result', {
    type: 'review',
    attempt_id: randomUUID(),
    time: entries.length * 15,
    data_question: JSON.stringify(entries),
  });
}

async function theory(sim: Simulation, l: SimLearner): Promise<void> {
  const list = (await call(sim, 'GET /api/theories', l.token, 'GET', '/api/theories')).json<{
    data: { id: number }[];
  }>().data;
  const chosen = list[Math.floor(Math.random() * list.length)];
  if (!chosen) return;
  await pause(sim, 3, 8);
  const themes = (
    await call(sim, 'GET /api/theories/:id', l.token, 'GET', `/api/theories/${chosen.id}`)
  ).json<{ data: { themes: { id: number }[] } }>().data.themes;
  for (const t of themes.slice(0, 1 + Math.floor(Math.random() * 3))) {
    await pause(sim, 3, 8);
    await call(
      sim,
      'GET /api/theories/:id/content/:contentId',
      l.token,
      'GET',
      `/api/theories/${chosen.id}/content/${t.id}`,
    );
    await pause(sim, 30, 90); // reading
  }
}

/** Share of learners whose device has no saved session and signs in with the password. */
const SIGN_IN_SHARE = 0.1;

/**
 * The sign-in call. It hashes the password with scrypt on purpose (apps/api/src/modules/accounts/password.ts),
 * 100-150 ms of a core however idle the server is, and longer while other work shares the cores: it is judged on its
 * time beyond its own hash, as the server tells it in `Server-Timing` (decision 157); its whole time is printed, not
 * judged.
 */
export const SIGN_IN = 'POST /api/login';

/**
 * One learner's evening until the run ends: open the app, then again and again the map (with the header's progress)
 * and one of: a lesson (half the time), a credit test (5%), an exam (15%; a free learner one per evening), the due
 * review (15%, Premium), theory pages (10%, Premium), or else a lesson.
 */
export async function learnerEvening(sim: Simulation, l: SimLearner): Promise<void> {
  const skill = 0.7 + Math.random() * 0.25;
  const pace = Math.random();
  let examsTaken = 0;
  try {
    if (Math.random() < SIGN_IN_SHARE) {
      // From an address of its own (the server trusts one proxy hop), as each learner's phone is.
      await call(sim, SIGN_IN, null, 'POST', '/api/login', { phone: l.phone, password: SCALE_PASSWORD }, [], {
        'x-forwarded-for': `10.${(l.id >> 16) & 255}.${(l.id >> 8) & 255}.${l.id & 255}`,
      });
    } else {
      await call(sim, 'GET /api/user', l.token, 'GET', '/api/user');
    }
    for (;;) {
      const themes = (
        await call(sim, 'GET /api/get-available-themes (map)', l.token, 'GET', '/api/get-available-themes')
      ).json<{ theme: Theme[] }>().theme;
      // The header's progress bar, on every screen after the map's return (its cache is dropped by a result).
      await call(sim, 'GET /api/progress/total (header)', l.token, 'GET', '/api/progress/total');
      await pause(sim, 3, 10);
      const roll = Math.random();
      if (roll < 0.5) await lesson(sim, l, themes, skill, pace, false);
      else if (roll < 0.55) await lesson(sim, l, themes, skill, pace, true);
      else if (roll < 0.7 && (l.premium || examsTaken === 0)) {
        examsTaken++;
        await exam(sim, l, skill, pace);
      } else if (roll < 0.85 && l.premium) await review(sim, l, pace);
      // The theory pages are Premium's; a free learner's tap shows the offer, which asks the server nothing.
      else if (roll < 0.95 && l.premium) await theory(sim, l);
      else await lesson(sim, l, themes, skill, pace, false);
      await pause(sim, 5, 20);
    }
  } catch {
    // Stopped, or an error already recorded in Stats: the learner leaves for this run.
  }
}

/** A teacher looking at their group's table now and then, and at a pupil's page. */
export async function teacherEvening(sim: Simulation, t: SimTeacher): Promise<void> {
  try {
    await call(sim, 'GET /api/teacher/groups', t.token, 'GET', '/api/teacher/groups');
    for (;;) {
      await pause(sim, 2, 5);
      await call(
        sim,
        'GET /api/teacher/groups/:id/pupils (group table)',
        t.token,
        'GET',
        `/api/teacher/groups/${t.groupId}/pupils`,
      );
      await pause(sim, 20, 60);
      const pupil = t.pupilIds[Math.floor(Math.random() * t.pupilIds.length)];
      if (pupil !== undefined) {
        await call(sim, 'GET /api/teacher/pupils/:id', t.token, 'GET', `/api/teacher/pupils/${pupil}`);
      }
      await pause(sim, 60, 180);
    }
  } catch {
    // Stopped, or an error already recorded.
  }
}
