import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuestions } from '@pdr/contract/learning';
import { convertPdrBank, PDR_BANK_ID_OFFSET } from '../src/modules/content/convert-pdr-bank.ts';
import { appliesTo } from '../src/modules/content/categories.ts';
import { openDatabase } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/admin.ts';
import { validatePack } from '../src/modules/content/validate.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { JPEG_BYTES, tempDir } from './content-fixtures.ts';
import { logMessages, startServer, stopServer, waitForHealth, type ServerProcess } from './server-process.ts';
import type { Driver } from './test-app.ts';

/**
 * The operator's main path, walked as the README tells it: convert a bank in the service centre's published layout,
 * validate it, import it with `npm run content -- import`, start the server, and start it again. The bank is what
 * every learner sees after each start; the demo pack, the demo school and the demo's pages never come back.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONTENT_CLI = fileURLToPath(new URL('../src/cli/content.ts', import.meta.url));
const REAL_BANK = fileURLToPath(new URL('../../../../shared/data/pdr-bank-b', import.meta.url));
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const drivers: Driver[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
const FIRST_START = 'first start: loading the content pack';

/** Topics of a small bank of our own, in the layout of the published one: short titles, no numbers. */
const OWN_TOPICS: Array<[string, number]> = [
  ['Загальні положення', 12],
  ['Дорожні знаки', 3],
  ['Основи безпечного водіння', 5],
  ['Будова і експлуатація транспортного засобу', 5],
  ['Домедична допомога', 3],
];

async function writeOwnBank(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'images'), { recursive: true });
  await writeFile(path.join(dir, 'images', 'sign-1.jpeg'), JPEG_BYTES);
  let id = 0;
  const records = OWN_TOPICS.flatMap(([category, count]) =>
    Array.from({ length: count }, (_, k) => {
      id += 1;
      return {
        id,
        text: `${category}: питання ${k + 1}. Як має діяти водій у цій ситуації?`,
        answers: [1, 2, 3].map((a) => ({ id: a, text: `Варіант ${a} питання ${id}` })),
        correctAnswerId: 1 + (id % 3),
        explanation: id % 4 === 0 ? '' : `Пояснення до питання ${id}.`,
        category,
        ...(category === 'Дорожні знаки' && k === 0 ? { image: '/images/sign-1.jpeg' } : {}),
      };
    }),
  );
  await writeFile(path.join(dir, 'questions.json'), JSON.stringify(records, null, 2));
}

/** Runs `npm run content -- <args>` as npm does: Node 24 on the CLI file, from the repository root. */
function content(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CONTENT_CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** A database of its own for the walk: a new embedded data folder, or a new PostgreSQL database. */
async function databaseFor(
  driver: Driver,
  work: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dataDir = path.join(work, 'data');
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `pdr_operator_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'data') },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

interface Learner {
  phone: string;
  token: string;
}

async function call(base: string, url: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function register(base: string): Promise<Learner> {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  const phone = `+38067${digits}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone,
      first_name: 'Ірина',
      last_name: 'Бондар',
      password: 'operator-path-1',
      password_confirmation: 'operator-path-1',
      categories: [3],
      group_code: '',
      buy_premium: false,
      accept: 1,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { phone, token: ((await res.json()) as { access_token: string }).access_token };
}

async function login(base: string, learner: Learner): Promise<Learner> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: learner.phone, password: 'operator-path-1' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...learner, token: ((await res.json()) as { access_token: string }).access_token };
}

/** What a learner of B sees: the map's theme numbers, and the ids of an exam's questions. */
async function learnerView(base: string, learner: Learner) {
  const map = (await call(base, '/api/get-available-themes', learner.token)) as {
    theme: Array<{ number: number }>;
  };
  const exam = (await call(base, '/api/get-questions-exam-crypt', learner.token)) as {
    data: string;
    exam_id: string;
  };
  return {
    themes: map.theme.map((t) => t.number),
    examId: exam.exam_id,
    examQuestions: decodeQuestions(exam.data).map((q) => q.id),
  };
}

function walk(name: string, source: string, options: { timeout: number }) {
  describe.each(drivers)(`${name}: converted, imported on %s, then started twice`, (driver) => {
    let work: string;
    let pack: string;
    let bankThemes: number[];
    let bankQuestions: Set<number>;
    let database: Awaited<ReturnType<typeof databaseFor>>;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      work = await tempDir('pdr-operator-');
      pack = path.join(work, 'pack');
      if (source === 'own') {
        await writeOwnBank(path.join(work, 'source'));
        source = path.join(work, 'source');
      }
      const report = await convertPdrBank(source, pack);
      expect(report.notBrought.some((line) => line.startsWith('сторінки'))).toBe(true);
      const { pack: loaded, errorCount } = await validatePack(pack);
      expect(errorCount).toBe(0);
      // What B sees by the one rule of categories: a question when it and its theme apply to B.
      const ofB = (categories: string[] | undefined) => appliesTo(categories ?? [], 'B');
      const themeOfB = new Map(loaded.themes.filter((t) => ofB(t.categories)).map((t) => [t.id, t.number]));
      const questionsOfB = loaded.questions.filter((q) => themeOfB.has(q.theme_id) && ofB(q.categories));
      bankQuestions = new Set(questionsOfB.map((q) => q.id));
      bankThemes = [...new Set(questionsOfB.map((q) => themeOfB.get(q.theme_id)!))].sort((a, b) => a - b);
      database = await databaseFor(driver, work);
    }, options.timeout);

    afterAll(async () => {
      if (server) await stopServer(server);
      await database?.drop();
    });

    it(
      'keeps the bank for every learner after the first start and after a restart',
      async () => {
        const { code, out } = await content(['import', pack], database.env);
        expect(code, out).toBe(0);
        expect(out).toMatch(/^питання\s+\d+\s+0\s+0$/m);

        const port = String(await freePort());
        const base = `http://127.0.0.1:${port}`;
        // A converted bank says it is not a demo: the sandboxes must be named to run on them.
        const env = {
          ...database.env,
          PORT: port,
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'sandbox',
          SMS_PROVIDER: 'sandbox',
        };
        server = startServer(env);
        await waitForHealth(`${base}/api/health`, server);
        const learner = await register(base);
        const first = await learnerView(base, learner);
        expect(first.themes).toEqual(bankThemes);
        expect(first.examQuestions).toHaveLength(20);
        expect(first.examQuestions.every((id) => id > PDR_BANK_ID_OFFSET && bankQuestions.has(id))).toBe(
          true,
        );
        // No demo: neither its school with the published group code nor its pages.
        expect((await fetch(`${base}/api/school`)).status).toBe(404);
        expect((await fetch(`${base}/api/page/term`)).status).toBe(404);
        expect(await stopServer(server)).toBe(0);
        expect(logMessages(server.output())).not.toContain(FIRST_START);

        server = startServer(env);
        await waitForHealth(`${base}/api/health`, server);
        const again = await login(base, learner);
        const second = await learnerView(base, again);
        expect(second).toEqual(first);
        const other = await learnerView(base, await register(base));
        expect(other.themes).toEqual(bankThemes);
        expect(other.examQuestions.every((id) => bankQuestions.has(id))).toBe(true);
        expect(await stopServer(server)).toBe(0);
        expect(logMessages(server.output())).not.toContain(FIRST_START);
        expect(server.output()).not.toMatch(/content pack loaded/);

        // The command line's import is in the operator's journal, as the console's is.
        const journal = await openDatabase({
          DATA_DIR: database.env.DATA_DIR!,
          DATABASE_URL: database.env.DATABASE_URL,
        });
        try {
          const rows = await journal.db.select().from(auditLog);
          expect(rows.map((r) => [r.actor, r.action])).toEqual([['cli', 'Зміст: імпорт пакета']]);
        } finally {
          await journal.close();
        }
      },
      options.timeout,
    );
  });
}

walk('a small bank of our own in the official layout', 'own', { timeout: 120_000 });
describe.skipIf(!existsSync(REAL_BANK))('the real bank (pdr-bank-b)', () => {
  walk('pdr-bank-b', REAL_BANK, { timeout: 240_000 });
});
