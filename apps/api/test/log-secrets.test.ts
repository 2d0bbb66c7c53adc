import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema/accounts.ts';
import { freePremiumOffer } from '../src/db/schema/content.ts';
import { hashPassword } from '../src/modules/accounts/password.ts';
import { createSession } from '../src/plugins/auth.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createTestDatabase, drivers, testConfig, type TestDatabase } from './test-app.ts';
import { PASSWORD, captureSms, createGroup, uniquePhone } from './accounts-fixtures.ts';
import { answersFor, makeThemes, type FixtureTheme } from './learning-fixtures.ts';
import { makeExamBank } from './exam-fixtures.ts';

/**
 * Nothing secret in any log line at any level (decision 053), even when the database refuses a write and its
 * error quotes the row. A trigger on every table the app writes makes that table's writes fail, one table at a
 * time, while the whole set of write calls runs; its message and detail carry the refused row (phone, password
 * hash, token hash), as PostgreSQL's own unique-violation details do. The log is then searched for every secret used.
 */

const FAULT_FUNCTION = sql`
  create or replace function test_write_fault() returns trigger language plpgsql as $$
  declare
    target text;
    row_json text;
  begin
    select name into target from test_fault_target limit 1;
    row_json := case when TG_OP = 'DELETE' then row_to_json(OLD)::text else row_to_json(NEW)::text end;
    if target is null then
      insert into test_written (name) values (TG_TABLE_NAME) on conflict do nothing;
    elsif target = TG_TABLE_NAME then
      raise exception 'write refused on %: %', TG_TABLE_NAME, row_json using detail = row_json;
    end if;
    return case when TG_OP = 'DELETE' then OLD else NEW end;
  end $$`;

interface TestLearner {
  id: number;
  phone: string;
  auth: { authorization: string };
}

interface Secrets {
  texts: Set<string>;
  add(...values: (string | undefined | null)[]): void;
}

/**
 * Whether the log holds the secret. A secret of digits only (an SMS code) counts as a number of its own: the same six
 * digits inside a longer number (a time in milliseconds, a response time's decimals) are not it.
 */
function holds(log: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return log.includes(secret);
  return new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log);
}

function phoneForms(phone: string): string[] {
  return [phone, phone.slice(1), `0${phone.slice(4)}`];
}

describe.each(drivers)('no secrets in the log when writes fail on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let theme: FixtureTheme;
  let groupCode: string;
  let passwordHash: string;
  const lines: string[] = [];
  const secrets: Secrets = {
    texts: new Set(),
    add(...values) {
      for (const v of values) if (v) this.texts.add(v);
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.db;
    [theme] = (await makeThemes(db, [{ questions: 3 }])) as [FixtureTheme];
    // A bank with a full exam, so that the exam's writes are made (and refused) too.
    await makeExamBank(db, { rules: 10, safety: 4, vehicle: 4, first_aid: 2 });
    const { group } = await createGroup(db);
    groupCode = group.code;
    passwordHash = await hashPassword(PASSWORD);
    secrets.add(PASSWORD, passwordHash, groupCode);
    await db.insert(freePremiumOffer).values({
      id: 1,
      title: 'Тиждень Преміуму',
      description: 'Спробуйте',
      endsAt: new Date(Date.now() + 86_400_000),
      days: 7,
    });
    await db.execute(sql`create table test_fault_target (name text)`);
    await db.execute(sql`create table test_written (name text primary key)`);
    await db.execute(FAULT_FUNCTION);
    const tables = await rows<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like 'test\\_%'`,
    );
    for (const { tablename } of tables) {
      await db.execute(
        sql.raw(`create trigger test_write_fault before insert or update or delete on "${tablename}"
                 for each row execute function test_write_fault()`),
      );
    }
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'trace' }),
      database,
      closeDatabase: false,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;

  async function newUser(): Promise<TestLearner> {
    const phone = uniquePhone();
    const [row] = await database.db
      .insert(users)
      .values({ phone, passwordHash, firstName: 'Олена', lastName: 'Коваль' })
      .returning({ id: users.id });
    const token = await createSession(database.db, row!.id);
    secrets.add(...phoneForms(phone), token, hashToken(token));
    return { id: row!.id, phone, auth: { authorization: `Bearer ${token}` } };
  }

  /** A recovery asked for before the fault, so that its code can be spent while the fault is on. */
  async function recoveryCode() {
    const user = await newUser();
    const sms = captureSms();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/password/recover',
        remoteAddress: ip(),
        payload: { phone: user.phone },
      });
      expect(res.statusCode, lines.filter((l) => l.includes('"level":50')).join('')).toBe(200);
      const token = res.json<{ token: string }>().token;
      const code = sms.lastCode(user.phone);
      secrets.add(token, hashToken(token), code);
      return { token, code };
    } finally {
      sms.restore();
    }
  }

  /**
   * Every call that writes, as a learner would make it, with the fault on `table` (none: null). The users and the
   * recovery they need are made before the fault is turned on. Answers the responses.
   */
  async function writeCalls(table: string | null): Promise<LightMyRequestResponse[]> {
    const learner = await newUser();
    const leaver = await newUser();
    const recovering = await newUser();
    const recovery = await recoveryCode();
    const newcomer = uniquePhone();
    secrets.add(...phoneForms(newcomer));
    if (table) await database.db.execute(sql`insert into test_fault_target (name) values (${table})`);
    try {
      return await callsAs(learner, leaver, recovering.phone, recovery, newcomer);
    } finally {
      await database.db.execute(sql`delete from test_fault_target`);
    }
  }

  async function callsAs(
    learner: TestLearner,
    leaver: TestLearner,
    recovering: string,
    recovery: { token: string; code: string },
    newcomer: string,
  ): Promise<LightMyRequestResponse[]> {
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = learner.auth) =>
      app.inject({ method, url, remoteAddress: ip(), headers, ...(payload ? { payload } : {}) });
    const password = { password: PASSWORD, password_confirmation: PASSWORD };
    const responses = [
      await call('POST', '/api/register', {
        phone: newcomer,
        first_name: 'Іван',
        last_name: 'Петренко',
        ...password,
        categories: [3],
        group_code: groupCode,
        buy_premium: true,
        accept: 1,
      }),
      await call('POST', '/api/login', { phone: learner.phone, password: PASSWORD }),
      await call('POST', '/api/login', { phone: learner.phone, password: 'wrong-password-1' }),
      await call('POST', '/api/password/recover', { phone: recovering }),
      await call('POST', `/api/password/recover/${recovery.token}`, { code: recovery.code, ...password }),
      await call('PATCH', '/api/user', { first_name: 'Олена', last_name: 'Шевчук' }),
      await call('POST', '/api/exam/rules'),
      await call('GET', '/api/get-questions-exam-crypt'),
      await call('POST', '/api/result/successful', {
        attempt_id: randomUUID(),
        type: 'theme',
        theme_id: theme.id,
        idx: 0,
        time: 60,
        data_question: JSON.stringify(answersFor(theme.questions)),
      }),
      await call('POST', '/api/free/premium'),
      await call('POST', '/api/register/finish', { categories: [3], group_code: groupCode }),
      await call('POST', '/api/user/subscribe'),
      await call('POST', '/api/user/unsubscribe'),
      await call('GET', '/api/logout', undefined, leaver.auth),
    ];
    // The exam's answer and the statistics reset write too (exam answers, review cards, progress).
    const open = await call('GET', '/api/get-questions-exam-crypt');
    if (open.statusCode === 200) {
      const exam = open.json<{ exam_id: string; data: string }>();
      const [first] = JSON.parse(Buffer.from(exam.data, 'base64').toString('utf8')) as {
        id: number;
        answers: { id: number }[];
      }[];
      responses.push(
        await call('POST', '/api/exam/answer', {
          exam_id: exam.exam_id,
          question_id: first!.id,
          answer_id: first!.answers[0]!.id,
          client_answer_id: randomUUID(),
        }),
      );
    }
    responses.push(await call('GET', '/api/reset/statistic'));
    const subscribe = await call('POST', '/api/user/subscribe');
    responses.push(subscribe);
    if (subscribe.statusCode === 200) responses.push(await pay(subscribe.json<{ link: string }>().link));
    return responses;
  }

  /** Opens the checkout link as the learner's browser does, then pays on the page. */
  async function pay(link: string) {
    const url = new URL(link, 'http://localhost');
    const data = url.searchParams.get('data') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    // The whole values, as sent and URL-encoded, and their longer pieces: a part of a signature is a leak too.
    for (const value of [data, signature]) {
      secrets.add(
        value,
        encodeURIComponent(value),
        ...value.split(/[^A-Za-z0-9]+/).filter((p) => p.length >= 8),
      );
    }
    const page = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: ip(),
    });
    expect(page.statusCode).toBeLessThan(500);
    return app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: url.searchParams.get('data') ?? '',
        signature: url.searchParams.get('signature') ?? '',
        decision: 'pay',
      }).toString(),
    });
  }

  it('logs every refused write without phones, hashes, tokens, codes, signatures or query parameters', async () => {
    // A clean run first: the trigger notes every table these calls write.
    for (const res of await writeCalls(null)) expect(res.statusCode, res.body).toBeLessThan(500);
    const tables = (await rows<{ name: string }>(sql`select name from test_written order by name`)).map(
      (r) => r.name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'orders',
        'attempts',
        'password_recoveries',
        'exam_answers',
        'progress_resets',
      ]),
    );

    const failedOn: string[] = [];
    for (const table of tables) {
      const responses = await writeCalls(table);
      if (responses.some((r) => r.statusCode >= 500)) failedOn.push(table);
    }
    // The faults really happened and were logged, with the refused rows in the errors.
    expect(failedOn).toEqual(expect.arrayContaining(['users', 'sessions', 'orders', 'attempts']));
    const log = lines.join('');
    expect(log).toContain('write refused on users');

    for (const secret of secrets.texts) {
      expect(holds(log, secret), `the log holds a secret: ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(log).not.toMatch(/scrypt\$(?!\*\*\*)/);
    expect(log).not.toMatch(/[0-9a-f]{64}/);
    expect(log).not.toMatch(/params: (?!\*\*\*)/);
    expect(log).not.toMatch(/(?<![\d+])(?:\+?380|0)\d{9}(?!\d)/);
    // Phones are there, masked: the faults reached the log.
    expect(log).toMatch(/\+380 \d\d \*\*\* \*\* \d\d/);
  }, 120_000);
});
