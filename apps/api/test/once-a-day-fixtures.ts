import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { examMessages, type ExamResponse } from '@pdr/contract/exam';
import type { Db } from '../src/db/client.ts';
import { freePremiumOffer } from '../src/db/schema/content.ts';
import { MESSAGES } from '../src/modules/learning/access.ts';
import { FREE_PREMIUM_MESSAGES } from '../src/modules/premium/free-premium.ts';
import { FEEDBACK_LIMITS } from '../src/modules/feedback/service.ts';
import { uniquePhone } from './accounts-fixtures.ts';
import { answersFor, makeThemes, makeUser, passAllBlocks, postCredit } from './learning-fixtures.ts';

/**
 * The rules that hold once per day or once per user (decision 130), each tried with many requests at
 * once. `apps` are one app, or two apps with pools of their own on one PostgreSQL database (two instances); the
 * requests go to them in turn. Each scenario makes its own data and checks what the learner sees and what the
 * database holds.
 */

type Apps = readonly FastifyInstance[];

/** `n` requests at once, spread over the apps in turn. */
export function inParallel(
  apps: Apps,
  n: number,
  send: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(apps[i % apps.length]!, i)));
}

/** Exactly one answered 200; every other one the rule's status and Ukrainian message, never a 5xx. */
export function expectOneAccepted(
  responses: readonly LightMyRequestResponse[],
  refusal: { status: number; message: string },
): LightMyRequestResponse {
  const accepted = responses.filter((r) => r.statusCode === 200);
  const refused = responses.filter((r) => r.statusCode !== 200);
  expect(accepted, responses.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(
    1,
  );
  for (const r of refused) {
    expect(r.statusCode, r.body).toBe(refusal.status);
    expect(r.json<{ message: string }>().message).toBe(refusal.message);
  }
  return accepted[0]!;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return rows<{ n: number }>(await db.execute(query))[0]!.n;
}

/** A free learner sends `n` results of today's credit test at once, each with an attempt id of its own. */
export async function creditResultsAtOnce(apps: Apps, db: Db, n: number): Promise<void> {
  const [theme] = await makeThemes(db, [{ questions: 3 }]);
  const user = await makeUser(db);
  await passAllBlocks(apps[0]!, user, theme!);
  const start = `/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`;
  const opened = await apps[0]!.inject({ method: 'GET', url: start, headers: user.auth });
  expect(opened.statusCode, opened.body).toBe(200);

  const results = await inParallel(apps, n, (app) =>
    postCredit(app, user, theme!, answersFor(theme!.questions)),
  );
  expectOneAccepted(results, { status: 403, message: MESSAGES.creditDaily });
  expect(
    await count(
      db,
      sql`select count(*)::integer as n from attempts where user_id = ${user.id} and type = 'all_theme'`,
    ),
  ).toBe(1);
  // The day is used: a new start is refused as well.
  const again = await apps[1 % apps.length]!.inject({ method: 'GET', url: start, headers: user.auth });
  expect(again.statusCode).toBe(403);
}

/**
 * A free learner starts the exam from `n` tabs at once, each tab submitting the exam it got and starting again:
 * one exam that day, every start answered with it or with the daily limit. Needs an exam bank in `db`.
 */
export async function examStartsAtOnce(apps: Apps, db: Db, n: number): Promise<void> {
  const user = await makeUser(db);
  const start = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api/get-questions-exam-crypt', headers: user.auth });
  const firsts = await inParallel(apps, n, start);
  for (const r of firsts) expect(r.statusCode, r.body).toBe(200);
  expect(new Set(firsts.map((r) => r.json<ExamResponse>().exam_id)).size).toBe(1);

  const tabs = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const app = apps[i % apps.length]!;
      const got = await start(app);
      if (got.statusCode === 200) {
        const submitted = await app.inject({
          method: 'POST',
          url: '/api/test-successful',
          headers: user.auth,
          payload: {
            attempt_id: randomUUID(),
            type: 'exam',
            exam_id: got.json<ExamResponse>().exam_id,
            time: '01:00',
            data_question: '[]',
          },
        });
        expect(submitted.statusCode, submitted.body).toBeLessThan(500);
      }
      return [got, await start(app)];
    }),
  );
  for (const r of tabs.flat()) {
    expect([200, 403], r.body).toContain(r.statusCode);
    if (r.statusCode === 403) expect(r.json<{ message: string }>().message).toBe(examMessages.dailyLimit);
  }
  expect(
    await count(db, sql`select count(*)::integer as n from exam_sessions where user_id = ${user.id}`),
  ).toBe(1);
}

/** A free learner takes the free-Premium trial `n` times at once: one grant, of the offer's days. */
export async function freePremiumAtOnce(apps: Apps, db: Db, n: number): Promise<void> {
  const offer = {
    id: 1,
    title: 'Тиждень Преміуму',
    description: 'Спробуйте',
    endsAt: new Date(Date.now() + 30 * 86_400_000),
    days: 7,
  };
  await db
    .insert(freePremiumOffer)
    .values(offer)
    .onConflictDoUpdate({ target: freePremiumOffer.id, set: offer });
  const user = await makeUser(db);
  const before = Date.now();
  const responses = await inParallel(apps, n, (app) =>
    app.inject({ method: 'POST', url: '/api/free/premium', headers: user.auth }),
  );
  expectOneAccepted(responses, { status: 409, message: FREE_PREMIUM_MESSAGES.taken });
  const [row] = rows<{ until: string | Date }>(
    await db.execute(sql`select premium_until as until from users where id = ${user.id}`),
  );
  const days = (new Date(row!.until).getTime() - before) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThan(7.01);
}

/** `n` contact-form messages from one phone at once, from addresses of their own: the day's three get through. */
export async function feedbackAtOnce(apps: Apps, db: Db, n: number): Promise<void> {
  const phone = uniquePhone();
  const tag = randomUUID().slice(0, 8);
  const responses = await inParallel(apps, n, (app, i) =>
    app.inject({
      method: 'POST',
      url: '/api/callback',
      remoteAddress: `10.77.${Number.parseInt(tag.slice(0, 2), 16)}.${i + 1}`,
      payload: { name: 'Ірина', phone, message: `Питання ${i}` },
    }),
  );
  const accepted = responses.filter((r) => r.statusCode === 200);
  expect(accepted).toHaveLength(FEEDBACK_LIMITS.perPhone.max);
  for (const r of responses.filter((x) => x.statusCode !== 200)) {
    expect(r.statusCode, r.body).toBe(429);
    expect(r.json<{ errors: { phone: string } }>().errors.phone).toMatch(/^Забагато повідомлень/);
  }
  expect(await count(db, sql`select count(*)::integer as n from feedback where phone = ${phone}`)).toBe(
    FEEDBACK_LIMITS.perPhone.max,
  );
}
