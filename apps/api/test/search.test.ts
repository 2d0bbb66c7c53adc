import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fieldMessages } from '@pdr/contract/fields';
import { learningMessages } from '@pdr/contract/learning';
import { SEARCH_MAX_LENGTH, searchMessages } from '@pdr/contract/search';
import type { Db } from '../src/db/client.ts';
import { refreshSearchIndex } from '../src/modules/content/search-index.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeThemes, makeUser, type FixtureTheme, type TestUser } from './learning-fixtures.ts';

/** Gives a fixture question its texts (as a pack would) and rebuilds the search documents, as an import does. */
async function write(
  db: Db,
  questionId: number,
  texts: { text?: string; answer?: string; notes?: string; textEn?: string },
): Promise<void> {
  if (texts.text) await db.execute(sql`update questions set text = ${texts.text} where id = ${questionId}`);
  if (texts.textEn)
    await db.execute(sql`update questions set text_en = ${texts.textEn} where id = ${questionId}`);
  if (texts.notes)
    await db.execute(sql`update questions set notes = ${texts.notes} where id = ${questionId}`);
  if (texts.answer)
    await db.execute(
      sql`update answers set text = ${texts.answer} where question_id = ${questionId} and position = 1`,
    );
}

interface Result {
  question_id: number;
  theme_id: number;
  text: string;
  snippet: string;
  snippet_from: string;
  locked: boolean;
}

describe.each(drivers)('search of the question bank on %s (/api/search)', (driver) => {
  const ctx = useTestApp(driver);

  const get = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...user?.auth, ...headers } });
  const search = async (user: TestUser, q: string, limit?: number): Promise<Result[]> => {
    const res = await get(`/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results;
  };
  const ids = async (user: TestUser, q: string) => (await search(user, q)).map((r) => r.question_id);

  /** Two themes of three questions: the first free, the second Premium. */
  async function bank(): Promise<[FixtureTheme, FixtureTheme]> {
    const [free, paid] = await makeThemes(ctx.database.db, [{ questions: 3 }, { questions: 3 }]);
    return [free!, paid!];
  }

  it('finds a word by its beginning, in any case, with any apostrophe, the text’s matches first', async () => {
    const [free, paid] = await bank();
    const [a, b, c] = free.questions;
    const db = ctx.database.db;
    await write(db, a!.id, { text: 'Чи дозволено ОБГІН на мосту?', notes: '<p>Під’їзд до мосту</p>' });
    await write(db, b!.id, { text: 'Що робити водієві?', answer: 'Почати обгону не можна' });
    await write(db, c!.id, { text: 'Коли заборонено?', notes: '<p>Заборона обгону діє до перехрестя.</p>' });
    await write(db, paid.questions[0]!.id, { text: 'Обгін на підʼїзді до перехрестя' });
    await refreshSearchIndex(db);
    const user = await makeUser(db);

    // "обг" begins every form; the text's match weighs most, then the answer's, then the comment's.
    expect(await ids(user, 'обг')).toEqual([a!.id, paid.questions[0]!.id, b!.id, c!.id]);
    expect(await ids(user, 'Обгону')).toEqual([b!.id, c!.id]);
    // Every word must be found, each anywhere in the question.
    expect(await ids(user, 'обгін мосту')).toEqual([a!.id]);
    // The apostrophe's three forms are one: the query's and the text's.
    for (const q of ["під'їзд", 'під’їзд', 'підʼїзд', 'підїзд']) {
      expect(await ids(user, q), q).toEqual([paid.questions[0]!.id, a!.id]);
    }
    expect(await ids(user, 'обгінн')).toEqual([]);
  });

  it('answers each result with its theme, a snippet where the words are, and a lock for a Premium theme', async () => {
    const [free, paid] = await bank();
    const db = ctx.database.db;
    const long = `${'Довгий коментар про правила руху. '.repeat(8)}Тут сказано про розворот на перехресті. ${'Ще текст. '.repeat(10)}`;
    await write(db, free.questions[0]!.id, { text: 'Де дозволено розворот?' });
    await write(db, free.questions[1]!.id, { text: 'Що робити?', notes: `<p>${long}</p>` });
    await write(db, paid.questions[0]!.id, { text: 'Розворот біля залізничного переїзду' });
    await refreshSearchIndex(db);

    const freeLearner = await makeUser(db);
    const results = await search(freeLearner, 'розворот');
    expect(results.map((r) => r.question_id)).toEqual([
      free.questions[0]!.id,
      paid.questions[0]!.id,
      free.questions[1]!.id,
    ]);
    expect(results[0]).toEqual({
      question_id: free.questions[0]!.id,
      theme_id: free.id,
      theme_number: free.number,
      theme_title: free.title,
      text: 'Де дозволено розворот?',
      snippet: 'Де дозволено розворот?',
      snippet_from: 'text',
      image: `http://localhost:3000/images/question/q-${free.questions[0]!.id}.svg`,
      locked: false,
    });
    expect(results[1]).toMatchObject({ theme_id: paid.id, locked: true });
    const fromComment = results[2]!;
    expect(fromComment.snippet_from).toBe('comment');
    expect(fromComment.snippet).toMatch(/^….*розворот на перехресті.*…$/);
    expect(fromComment.snippet.length).toBeLessThanOrEqual(162);

    const premium = await makeUser(db, { premium: true });
    expect((await search(premium, 'розворот')).map((r) => r.locked)).toEqual([false, false, false]);
    expect(await search(premium, 'розворот', 1)).toHaveLength(1);
  });

  it('keeps to the active category and the current bank, and searches the English texts for English', async () => {
    const [free] = await bank();
    const [mine, lorries, gone] = free.questions;
    const db = ctx.database.db;
    await write(db, mine!.id, { text: 'Буксирування несправного авто', textEn: 'Towing a broken car' });
    await write(db, lorries!.id, { text: 'Буксирування вантажівкою' });
    await write(db, gone!.id, { text: 'Буксирування взимку' });
    await db.execute(sql`update questions set categories = '{C}' where id = ${lorries!.id}`);
    await db.execute(sql`update questions set retired_at = now() where id = ${gone!.id}`);
    await refreshSearchIndex(db);
    const user = await makeUser(db);

    expect(await ids(user, 'буксир')).toEqual([mine!.id]);
    await db.execute(sql`update users set active_category = 'C' where id = ${user.id}`);
    expect(await ids(user, 'буксир')).toEqual([mine!.id, lorries!.id]);

    await db.execute(sql`update users set language = 'en' where id = ${user.id}`);
    const english = await search(user, 'tow');
    expect(english.map((r) => [r.question_id, r.text])).toEqual([[mine!.id, 'Towing a broken car']]);
    // A text without English is searched in Ukrainian, as the English reader sees it.
    expect(await ids(user, 'вантаж')).toEqual([lorries!.id]);
  });

  it('refuses a query under 2 letters or over 100 characters, and a guest', async () => {
    const user = await makeUser(ctx.database.db);
    for (const q of ['', 'о', ' о ', "'", '1', '!?']) {
      const res = await get(`/search?q=${encodeURIComponent(q)}`, user);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors, q).toEqual({ q: searchMessages.tooShort });
    }
    const missing = await get('/search', user);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ q: searchMessages.tooShort });
    const long = await get(`/search?q=${'а'.repeat(SEARCH_MAX_LENGTH + 1)}`, user);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ q: searchMessages.tooLong });
    expect((await get(`/search?q=${'а'.repeat(SEARCH_MAX_LENGTH)}`, user)).statusCode).toBe(200);
    expect((await get('/search?q=об&limit=0', user)).statusCode).toBe(422);
    expect((await get('/search?q=об&limit=51', user)).statusCode).toBe(422);
    const nul = await get(`/search?q=${encodeURIComponent('об\u0000гін')}`, user);
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ q: fieldMessages.controlChars });
    // Characters of the query language of text search are words' edges, nothing more.
    expect((await get(`/search?q=${encodeURIComponent("об & !(:*') | <->")}`, user)).statusCode).toBe(200);

    const en = await get('/search?q=o', user, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(422);
    expect((await get('/search?q=обгін')).statusCode).toBe(401);
  });

  it('opens a found question with its right answer and comment, a Premium one only with Premium', async () => {
    const [free, paid] = await bank();
    const free1 = free.questions[0]!;
    const freeLearner = await makeUser(ctx.database.db);
    const opened = await get(`/questions/${free1.id}`, freeLearner);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json();
    expect(view).toMatchObject({ theme_id: free.id, theme_number: free.number, theme_title: free.title });
    expect(view.question.id).toBe(free1.id);
    expect(view.question.notes).toContain('Коментар до питання 1');
    const right = view.question.answers.filter((a: { correct_answer: number }) => a.correct_answer === 1);
    expect(right.map((a: { id: number }) => a.id)).toEqual([free1.correct]);

    const locked = await get(`/questions/${paid.questions[0]!.id}`, freeLearner);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: learningMessages.premiumTheme });
    expect(locked.body).not.toContain('correct_answer');
    const premium = await makeUser(ctx.database.db, { premium: true });
    expect((await get(`/questions/${paid.questions[0]!.id}`, premium)).statusCode).toBe(200);

    expect((await get('/questions/987654321', freeLearner)).statusCode).toBe(404);
    expect((await get('/questions/abc', freeLearner)).statusCode).toBe(422);
    expect((await get(`/questions/${free1.id}`)).statusCode).toBe(401);
  });
});
