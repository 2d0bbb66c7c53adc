import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decodeQuestions, type Question } from '@pdr/contract/learning';
import { drivers, useTestApp } from './test-app.ts';
import { basePack, writePack, type TestPack } from './content-fixtures.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { questions } from '../src/db/schema/content.ts';
import { settings } from '../src/db/schema/settings.ts';
import { attempts, blockResults } from '../src/db/schema/learning.ts';
import { reviewCards } from '../src/db/schema/repetition.ts';
import { readContentVersion } from '../src/plugins/content-cache.ts';

/** The learning endpoints read content from a per-app cache; these show it never serves content it should not. */

function questionOf(pack: TestPack, id: number) {
  const found = Object.values(pack.questions)
    .flat()
    .find((item) => item.id === id);
  if (!found) throw new Error(`no question ${id} in the pack`);
  return found;
}

function withoutQuestion(pack: TestPack, id: number): TestPack {
  pack.questions = Object.fromEntries(
    Object.entries(pack.questions).map(([file, list]) => [file, list.filter((item) => item.id !== id)]),
  );
  return pack;
}

describe.each(drivers)('learning content cache on %s', (driver) => {
  const ctx = useTestApp(driver);
  const importPack = async (pack: TestPack) =>
    importContentPack(ctx.database.db, await writePack(pack), { dataDir: ctx.config.DATA_DIR });
  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
  async function block(user: TestUser, url = '/api/theme/block/1/0'): Promise<Question[]> {
    const res = await get(url, user);
    expect(res.statusCode).toBe(200);
    return decodeQuestions(res.json().data);
  }
  async function themeOne(user: TestUser) {
    const res = await get('/api/get-available-themes', user);
    expect(res.statusCode).toBe(200);
    return res.json().theme.find((t: { id: number }) => t.id === 1);
  }

  it('shows a question text changed by an import on the next block read', async () => {
    await importPack(basePack());
    const user = await makeUser(ctx.database.db);
    expect((await block(user)).find((item) => item.id === 1001)?.question).toBe(
      'Питання 1001: що означає цей знак?',
    );

    const changed = basePack();
    questionOf(changed, 1001).text = 'Що вимагає цей знак від водія?';
    await importPack(changed);
    expect((await block(user)).find((item) => item.id === 1001)?.question).toBe(
      'Що вимагає цей знак від водія?',
    );
  });

  it('drops a retired question from blocks and theme counts at once', async () => {
    await importPack(basePack());
    const user = await makeUser(ctx.database.db);
    expect((await block(user)).map((item) => item.id)).toEqual([1001, 1002, 1003]);
    expect(await themeOne(user)).toMatchObject({ question_count: 3, block_count: 1 });

    await importPack(withoutQuestion(basePack(), 1003));
    expect((await block(user)).map((item) => item.id)).toEqual([1001, 1002]);
    expect(await themeOne(user)).toMatchObject({ question_count: 2, block_count: 1 });
  });

  it('still shows an unfinished test its retired question, read from the database', async () => {
    await importPack(basePack());
    const user = await makeUser(ctx.database.db);
    await block(user);
    await importPack(withoutQuestion(basePack(), 1003));
    const resumed = await block(user, '/api/get-question-from-session-crypt');
    expect(resumed.map((item) => item.id)).toEqual([1001, 1002, 1003]);
    expect(resumed[2]?.question).toBe('Питання 1003: що означає цей знак?');
  });

  it('keeps serving its snapshot until the content version moves, then reloads', async () => {
    await importPack(basePack());
    const user = await makeUser(ctx.database.db);
    expect((await block(user))[0]?.question).toBe('Питання 1001: що означає цей знак?');

    // Another process changes the text without the version trigger (replica mode skips triggers)…
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(questions).set({ text: 'Змінено напряму' }).where(eq(questions.id, 1001));
    });
    // …so this app still answers from memory, which shows it does not read the questions table per request,
    expect((await block(user))[0]?.question).toBe('Питання 1001: що означає цей знак?');
    // and a bumped version (what that process's import does) is picked up by the very next request.
    await ctx.database.db
      .update(settings)
      .set({ contentVersion: sql`${settings.contentVersion} + 1` })
      .where(eq(settings.id, 1));
    expect((await block(user))[0]?.question).toBe('Змінено напряму');
  });

  it('bumps the content version with every import that changes content, and only then', async () => {
    const changed = basePack();
    questionOf(changed, 33001).text = 'Інший текст';
    await importPack(changed);
    const before = await readContentVersion(ctx.database.db);
    await importPack(basePack());
    const after = await readContentVersion(ctx.database.db);
    expect(after).toBeGreaterThan(before);
    await importPack(basePack());
    expect(await readContentVersion(ctx.database.db)).toBe(after);
  });

  it('scores a lesson from the cached answers and records it once when it is sent twice at once', async () => {
    await importPack(basePack());
    const user = await makeUser(ctx.database.db);
    await block(user);
    const attemptId = randomUUID();
    // Answer 2 is the right one of each question in the base pack; question 1003 is answered wrongly.
    const entries = [1001, 1002, 1003].map((id) => ({
      question_id: id,
      answer_id: id * 10 + (id === 1003 ? 1 : 2),
    }));
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/result/successful',
        headers: user.auth,
        payload: {
          attempt_id: attemptId,
          type: 'theme',
          theme_id: 1,
          idx: 0,
          time: 95,
          data_question: JSON.stringify(entries),
        },
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().result).toMatchObject({ result: 2, count_question: 3, wrong_question_ids: [1003] });

    const { db } = ctx.database;
    const written = await db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(written).toHaveLength(1);
    // The answers as scored, in the order given.
    expect(written[0]!.answers).toEqual(entries.map((e, i) => [e.question_id, e.answer_id, i < 2]));
    // The review cards keep the latest answers (decision 126).
    const latest = await db
      .select({
        questionId: reviewCards.questionId,
        themeId: reviewCards.themeId,
        answerId: reviewCards.answerId,
        correct: reviewCards.correct,
      })
      .from(reviewCards)
      .where(eq(reviewCards.userId, user.id))
      .orderBy(reviewCards.questionId);
    expect(latest).toEqual(
      entries
        .map((e, i) => ({ questionId: e.question_id, themeId: 1, answerId: e.answer_id, correct: i < 2 }))
        .sort((a, b) => a.questionId - b.questionId),
    );
    const [result] = await db.select().from(blockResults).where(eq(blockResults.userId, user.id));
    expect(result).toMatchObject({
      themeId: 1,
      blockIdx: 0,
      errors: 1,
      success: 2,
      wrongQuestionIds: [1003],
    });
    expect((await get('/api/get-question-from-session-crypt', user)).statusCode).toBe(404);
  });
});
