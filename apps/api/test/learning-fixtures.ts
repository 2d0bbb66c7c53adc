import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { answers, questions, themes } from '../src/db/schema/content.ts';
import { createSession } from '../src/plugins/auth.ts';

/** Test data of the learning module: users with tokens and small themes made directly in the database. */

let seq = 0;
function next(): number {
  seq += 1;
  return seq;
}

export interface TestUser {
  id: number;
  token: string;
  auth: { authorization: string };
}

/** A learner with a session; their number is confirmed (decision 166) unless `confirmed: false`. */
export async function makeUser(
  db: Db,
  options: { premium?: boolean; confirmed?: boolean } = {},
): Promise<TestUser> {
  const n = next();
  const phone = `+38067${String(n).padStart(7, '0')}`;
  const [row] = await db
    .insert(users)
    .values({
      phone,
      passwordHash: 'not-a-real-hash',
      firstName: 'Олена',
      lastName: `Учениця${n}`,
      premiumUntil: options.premium ? new Date(Date.now() + 30 * 86_400_000) : null,
      phoneConfirmedAt: options.confirmed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const token = await createSession(db, row!.id);
  return { id: row!.id, token, auth: { authorization: `Bearer ${token}` } };
}

export interface FixtureQuestion {
  id: number;
  correct: number;
  wrong: number;
  answerIds: number[];
}
export interface FixtureTheme {
  id: number;
  number: number;
  title: string;
  free: boolean;
  questions: FixtureQuestion[];
}

/**
 * Themes with numbered questions of three answers each. The first theme is a free, always-open one (its title
 * names road signs) so that it is never disabled by another test's themes; later ones follow it by number.
 */
export async function makeThemes(
  db: Db,
  specs: { questions: number; free?: boolean; title?: string }[],
): Promise<FixtureTheme[]> {
  const group = next();
  // Ids and numbers of each call's themes sit in a range of their own, so tests sharing a database do not meet.
  const base = 1000 + group * 10;
  const made: FixtureTheme[] = [];
  for (const [t, spec] of specs.entries()) {
    const id = base + t + 1;
    const title = spec.title ?? (t === 0 ? `Дорожні знаки ${group}` : `Тема ${group}-${t + 1}`);
    const free = spec.free ?? t === 0;
    await db.insert(themes).values({ id, number: id, title, free, examGroup: 'rules' });
    const qs: FixtureQuestion[] = [];
    for (let q = 0; q < spec.questions; q++) {
      const qid = id * 1000 + q + 1;
      await db.insert(questions).values({
        id: qid,
        themeId: id,
        position: q + 1,
        text: `Питання ${q + 1} теми ${id}`,
        image: q === 0 ? `q-${qid}.svg` : null,
        notes: `<p>Коментар до питання ${q + 1} <img src="/images/question/n-${qid}.svg"></p>`,
        videoUrl: q === 1 ? 'https://youtu.be/dQw4w9WgXcQ' : null,
      });
      const correctPos = q % 3;
      const answerIds = [0, 1, 2].map((a) => qid * 10 + a + 1);
      await db.insert(answers).values(
        answerIds.map((aid, a) => ({
          id: aid,
          questionId: qid,
          position: a + 1,
          text: `Відповідь ${a + 1}`,
          correct: a === correctPos,
        })),
      );
      qs.push({
        id: qid,
        correct: answerIds[correctPos]!,
        wrong: answerIds[(correctPos + 1) % 3]!,
        answerIds,
      });
    }
    made.push({ id, number: id, title, free, questions: qs });
  }
  return made;
}

/** Answer entries for the given questions: wrong for the listed question ids, right for the rest. */
export function answersFor(qs: FixtureQuestion[], wrongIds: number[] = []) {
  return qs.map((q) => ({
    question_id: q.id,
    answer_id: wrongIds.includes(q.id) ? q.wrong : q.correct,
    correct: wrongIds.includes(q.id) ? 0 : 1,
  }));
}

export async function postLesson(
  app: FastifyInstance,
  user: TestUser,
  body: { theme_id: number; idx: number; type?: 'theme' | 'retest'; entries: unknown[]; attempt_id?: string },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/result/successful',
    headers: { ...user.auth, ...headers },
    payload: {
      attempt_id: body.attempt_id ?? randomUUID(),
      type: body.type ?? 'theme',
      theme_id: body.theme_id,
      idx: body.idx,
      time: 120,
      data_question: JSON.stringify(body.entries),
    },
  });
}

/** Sends a theme's credit test (POST /api/test-successful); `extra` adds or overrides body fields. */
export async function postCredit(
  app: FastifyInstance,
  user: TestUser,
  theme: { id: number },
  entries: unknown[],
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/test-successful',
    headers: user.auth,
    payload: {
      attempt_id: randomUUID(),
      type: 'all_theme',
      theme_id: theme.id,
      time: 300,
      data_question: JSON.stringify(entries),
      ...extra,
    },
  });
}

/** Finishes every block of a theme without mistakes. */
export async function passAllBlocks(app: FastifyInstance, user: TestUser, theme: FixtureTheme) {
  for (let idx = 0; idx * 20 < theme.questions.length; idx++) {
    const res = await postLesson(app, user, {
      theme_id: theme.id,
      idx,
      entries: answersFor(theme.questions.slice(idx * 20, idx * 20 + 20)),
    });
    if (res.statusCode !== 200) throw new Error(`block ${idx}: ${res.statusCode} ${res.body}`);
  }
}

/** The row version (xmin) of the learner's saved test in progress: it changes with every write of the row. */
export async function savedTestVersion(db: Db, userId: number): Promise<string | undefined> {
  const { rows } = (await db.execute(
    sql`select xmin::text as v from test_sessions where user_id = ${userId}`,
  )) as unknown as { rows: { v: string }[] };
  return rows[0]?.v;
}
