import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuestions } from '@pdr/contract/learning';
import { ADDRESS_LIMITS } from '../src/modules/accounts/limits.ts';
import { freePort } from '../../../scripts/free-port.ts';

/**
 * Two real API processes, started as in production, on one PostgreSQL database of their own (decision 110):
 * whatever one of them writes or revokes, the other sees on its very next request. Rate limits count in the Redis
 * of TEST_REDIS_URL (in PostgreSQL without it; both are shared by every process).
 */

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CLI = fileURLToPath(new URL('../src/cli/content.ts', import.meta.url));
const PASSWORD = 'two-instances-2026';

if (!testDatabaseUrl) {
  console.warn('two-instances.test.ts: skipped, TEST_DATABASE_URL is not set (CI sets it; see README)');
}

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  return freePort().then((port) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // As behind the production proxy: each test's client comes from an address of its own.
        TRUST_PROXY: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    return { name, url: `http://127.0.0.1:${port}`, child, output: () => output };
  });
}

async function waitUntilUp(instance: Instance): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited with ${instance.child.exitCode}: ${instance.output()}`);
    }
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${instance.name} did not start: ${instance.output()}`);
}

function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

/** An address of its own per client: limits count per address, and runs must not meet each other's counters. */
function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

async function call(
  instance: Instance,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; from?: string } = {},
) {
  const res = await fetch(instance.url + url, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': options.from ?? randomAddress(),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown, text };
}

function newPhone(): string {
  return `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

async function register(instance: Instance, phone: string): Promise<string> {
  const res = await call(instance, 'POST', '/api/register', {
    body: {
      phone,
      first_name: 'Ірина',
      last_name: 'Бондар',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      categories: [3],
      accept: 1,
    },
  });
  expect(res.status, res.text).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

async function firstQuestionText(instance: Instance, token: string): Promise<string> {
  const res = await call(instance, 'GET', '/api/theme/block/1/0', { token });
  expect(res.status, res.text).toBe(200);
  return decodeQuestions((res.json() as { data: string }).data)[0]!.question;
}

/** Runs `npm run content -- import <dir>` against the instances' database, as an operator would. */
function importPack(dir: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'import', dir], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`import: ${code} ${out}`))));
  });
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!testDatabaseUrl)(
  'two API processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const name = `pdr_two_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    // One picture folder for both, as two instances behind one balancer share a volume (or a CDN).
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdr-two-instances-'));
    let env: Record<string, string>;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      await onServer(`create database "${name}"`);
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
      // Both start at once on the empty database, as a deployment rolls out: both migrate and may both load the
      // demo pack; neither may fail.
      [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
      await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    });

    afterAll(async () => {
      await Promise.all([stop(a), stop(b)]);
      rmSync(dataDir, { recursive: true, force: true });
      if (testDatabaseUrl) await onServer(`drop database if exists "${name}" with (force)`);
    });

    it('a session opened on one is accepted by the other, and a sign-out on one is refused by the other at once', async () => {
      const phone = newPhone();
      const token = await register(a, phone);
      const onB = await call(b, 'GET', '/api/user', { token });
      expect(onB.status, onB.text).toBe(200);
      expect(JSON.stringify(onB.json())).toContain(phone.slice(-7));

      const login = await call(b, 'POST', '/api/login', { body: { phone, password: PASSWORD } });
      expect(login.status, login.text).toBe(200);
      const second = (login.json() as { access_token: string }).access_token;
      expect((await call(a, 'GET', '/api/user', { token: second })).status).toBe(200);

      expect((await call(a, 'GET', '/api/logout', { token })).status).toBe(200);
      expect((await call(b, 'GET', '/api/user', { token })).status).toBe(401);
      expect((await call(a, 'GET', '/api/user', { token })).status).toBe(401);
      // The other session of the same learner is untouched.
      expect((await call(b, 'GET', '/api/user', { token: second })).status).toBe(200);
    });

    it('content imported while both run is served by both on their next request', async () => {
      const token = await register(b, newPhone());
      // Both have the content in memory before the import.
      const before = await firstQuestionText(a, token);
      expect(await firstQuestionText(b, token)).toBe(before);

      const pack = mkdtempSync(path.join(os.tmpdir(), 'pdr-two-pack-'));
      try {
        cpSync(path.join(ROOT, 'content/demo'), pack, { recursive: true });
        const file = path.join(pack, 'questions/1.json');
        const questions = JSON.parse(readFileSync(file, 'utf8')) as { text: string }[];
        const changed = `Змінене питання ${randomUUID()}`;
        questions[0]!.text = changed;
        writeFileSync(file, JSON.stringify(questions, null, 2));
        await importPack(pack, env);
        expect(await firstQuestionText(b, token)).toBe(changed);
        expect(await firstQuestionText(a, token)).toBe(changed);
      } finally {
        rmSync(pack, { recursive: true, force: true });
      }
    }, 60_000);

    it('a rate limit counts the hits through both and is reached through the two together', async () => {
      const from = randomAddress();
      const max = ADDRESS_LIMITS.groupCodeMisses.max;
      for (let hit = 1; hit <= max; hit++) {
        const res = await call(hit % 2 ? a : b, 'POST', '/api/check/code', {
          body: { group_code: '000 00 000' },
          from,
        });
        expect(res.status, `hit ${hit}: ${res.text}`).toBe(422);
      }
      for (const instance of [a, b]) {
        const res = await call(instance, 'POST', '/api/check/code', {
          body: { group_code: '000 00 000' },
          from,
        });
        expect(res.status, `${instance.name} after ${max} hits`).toBe(429);
      }
      // Counted where every process counts (Redis when set), never in a process of its own.
      expect(a.output() + b.output()).not.toMatch(/redis unavailable/);
    });

    it('a result written through one is in the progress and history read through the other', async () => {
      const token = await register(a, newPhone());
      const empty = await call(b, 'GET', '/api/progress/total', { token });
      expect(empty.status, empty.text).toBe(200);
      expect(empty.json()).toMatchObject({ success: 0, error: 0 });

      const demo = JSON.parse(readFileSync(path.join(ROOT, 'content/demo/questions/1.json'), 'utf8')) as {
        id: number;
        answers: { id: number; correct: boolean }[];
      }[];
      const answers = demo.slice(0, 20).map((q) => ({
        question_id: q.id,
        answer_id: q.answers.find((x) => x.correct)!.id,
      }));
      const written = await call(a, 'POST', '/api/result/successful', {
        token,
        body: {
          type: 'theme',
          theme_id: 1,
          idx: 0,
          time: 300,
          data_question: JSON.stringify(answers),
          attempt_id: randomUUID(),
        },
      });
      expect(written.status, written.text).toBe(200);

      const progress = await call(b, 'GET', '/api/progress/total', { token });
      expect(progress.json()).toMatchObject({ success: 20, error: 0 });
      const history = await call(b, 'GET', '/api/student-results', { token });
      expect(history.status, history.text).toBe(200);
      expect((history.json() as { result: { type: string; result: number }[] }).result).toEqual([
        expect.objectContaining({ type: 'theme', count_question: 20 }),
      ]);
    });
  },
);
