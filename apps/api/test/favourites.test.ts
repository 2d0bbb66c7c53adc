import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { favouriteMessages, FAVOURITES_MAX } from '@pdr/contract/favourites';
import { fieldMessages } from '@pdr/contract/fields';
import { drivers, useTestApp } from './test-app.ts';
import { makeThemes, makeUser, type TestUser } from './learning-fixtures.ts';
import { rowsOf } from '../src/db/rows.ts';

describe.each(drivers)('a learner’s favourites on %s (/api/favourites)', (driver) => {
  const ctx = useTestApp(driver);

  const send = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    user?: TestUser,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url: `/api${url}`, headers: { ...user?.auth, ...headers } });
  const starIt = (user: TestUser, id: number | string) => send('PUT', `/favourites/${id}`, user);
  const unstarIt = (user: TestUser, id: number | string) => send('DELETE', `/favourites/${id}`, user);
  const list = (user: TestUser, headers?: Record<string, string>) =>
    send('GET', '/favourites', user, headers);
  const ids = async (user: TestUser) => (await send('GET', '/favourites/ids', user)).json().question_ids;

  /** The account's language set to English, as the learner sets it. */
  async function speakEnglish(user: TestUser) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: user.auth,
      payload: { language: 'en' },
    });
    expect(res.json().language, res.body).toBe('en');
  }

  async function kept(userId: number): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::integer as n from favourites where user_id = ${userId}`,
      ),
    );
    return row!.n;
  }

  it('star and unstar a question, each as often as the learner likes, answering the state and the count', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
    const [q1, q2] = theme!.questions;
    const user = await makeUser(ctx.database.db);

    const first = await starIt(user, q1!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ question_id: q1!.id, favourite: true, count: 1 });
    expect((await starIt(user, q1!.id)).json()).toEqual({ question_id: q1!.id, favourite: true, count: 1 });
    expect((await starIt(user, q2!.id)).json()).toEqual({ question_id: q2!.id, favourite: true, count: 2 });
    expect(await ids(user)).toEqual([q2!.id, q1!.id]);

    const off = await unstarIt(user, q1!.id);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ question_id: q1!.id, favourite: false, count: 1 });
    expect((await unstarIt(user, q1!.id)).json()).toEqual({
      question_id: q1!.id,
      favourite: false,
      count: 1,
    });
    expect(await ids(user)).toEqual([q2!.id]);
    expect(await kept(user.id)).toBe(1);
  });

  it('list them newest first with their themes and pictures, in English for an English learner', async () => {
    const [signs, rules] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 2 }]);
    const user = await makeUser(ctx.database.db);
    const order = [signs!.questions[1]!, rules!.questions[0]!, signs!.questions[0]!];
    for (const q of order) expect((await starIt(user, q.id)).statusCode).toBe(200);

    const uk = await list(user);
    expect(uk.statusCode, uk.body).toBe(200);
    const body = uk.json();
    expect(body.count).toBe(3);
    expect(body.favourites.map((f: { question_id: number }) => f.question_id)).toEqual(
      [...order].reverse().map((q) => q.id),
    );
    const newest = signs!.questions[0]!;
    expect(body.favourites[0]).toEqual({
      question_id: newest.id,
      theme_id: signs!.id,
      theme_number: signs!.number,
      theme_title: signs!.title,
      text: `Питання 1 теми ${signs!.id}`,
      image: `http://localhost:3000/images/question/q-${newest.id}.svg`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.favourites[1]).toMatchObject({ theme_id: rules!.id, theme_title: rules!.title });
    expect(body.favourites[2]).toMatchObject({
      theme_id: signs!.id,
      text: `Питання 2 теми ${signs!.id}`,
      image: null,
    });
    const times = body.favourites.map((f: { created_at: string }) => Date.parse(f.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await ctx.database.db.execute(
      sql`update questions set text_en = 'Question one, in English' where id = ${newest.id}`,
    );
    await ctx.database.db.execute(sql`update themes set title_en = 'Road signs' where id = ${signs!.id}`);
    await speakEnglish(user);
    const en = (await list(user, { 'accept-language': 'en' })).json();
    expect(en.favourites[0]).toMatchObject({ theme_title: 'Road signs', text: 'Question one, in English' });
    // A text without English stays Ukrainian; the other theme has no English title.
    expect(en.favourites[1]).toMatchObject({
      theme_title: rules!.title,
      text: `Питання 1 теми ${rules!.id}`,
    });
  });

  it('list only what the active category still has, and keep the rest', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
    const [mine, lorries, gone] = theme!.questions;
    const user = await makeUser(ctx.database.db);
    for (const q of [mine!, lorries!, gone!]) expect((await starIt(user, q.id)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update questions set categories = '{C}' where id = ${lorries!.id}`);
    await ctx.database.db.execute(sql`update questions set retired_at = now() where id = ${gone!.id}`);

    const res = (await list(user)).json();
    expect(res).toMatchObject({ count: 1, favourites: [{ question_id: mine!.id }] });
    expect(await ids(user)).toEqual([gone!.id, lorries!.id, mine!.id]);
    // A retired question is not starred again, but the learner may still unstar it.
    const again = await starIt(user, gone!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: favouriteMessages.questionGone });
    expect((await unstarIt(user, gone!.id)).json()).toEqual({
      question_id: gone!.id,
      favourite: false,
      count: 2,
    });
    expect((await unstarIt(user, gone!.id)).statusCode).toBe(404);
  });

  it('answer 404 for a question there is not, in the request’s language', async () => {
    const user = await makeUser(ctx.database.db);
    for (const res of [await starIt(user, 987_654_321), await unstarIt(user, 987_654_321)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Такого питання немає' });
    }
    // The account's language (Ukrainian) wins over the header.
    const header = await send('PUT', '/favourites/987654321', user, { 'accept-language': 'en' });
    expect(header.json()).toEqual({ message: 'Такого питання немає' });
    await speakEnglish(user);
    expect((await starIt(user, 987_654_321)).json()).toEqual({ message: 'There is no such question' });
    expect(await kept(user.id)).toBe(0);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuse the id %s with 422', async (id) => {
    const user = await makeUser(ctx.database.db);
    for (const res of [await starIt(user, id), await unstarIt(user, id)]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.values(res.json().errors)).toHaveLength(1);
    }
    expect((await starIt(user, 'abc')).json().errors.questionId).toBe(fieldMessages.notInteger);
  });

  describe(`at ${FAVOURITES_MAX}`, () => {
    /** A learner who keeps FAVOURITES_MAX - 1 questions already, written straight into the table. */
    async function nearlyFull() {
      const [theme, bank] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 0 }]);
      const user = await makeUser(ctx.database.db);
      const db = ctx.database.db;
      await db.execute(sql`
        insert into questions (id, theme_id, position, text, notes)
        select ${bank!.id * 1000} + n, ${bank!.id}, n, 'Питання ' || n, '' from generate_series(1, ${FAVOURITES_MAX - 1}) n`);
      await db.execute(sql`
        insert into favourites (user_id, question_id, created_at)
        select ${user.id}, id, now() - interval '1 day' from questions where theme_id = ${bank!.id}`);
      expect(await kept(user.id)).toBe(FAVOURITES_MAX - 1);
      return { user, q1: theme!.questions[0]!.id, q2: theme!.questions[1]!.id, old: bank!.id * 1000 + 1 };
    }

    it('take the last one and refuse the next with a clear 422', async () => {
      const { user, q1, q2, old } = await nearlyFull();
      expect((await starIt(user, q1)).json()).toEqual({
        question_id: q1,
        favourite: true,
        count: FAVOURITES_MAX,
      });
      const refused = await starIt(user, q2);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: favouriteMessages.tooMany });
      expect(refused.json().message).toContain(String(FAVOURITES_MAX));
      // A question kept already is starred again at the cap, and an unstar frees room.
      expect((await starIt(user, old)).json()).toEqual({
        question_id: old,
        favourite: true,
        count: FAVOURITES_MAX,
      });
      expect((await unstarIt(user, old)).json().count).toBe(FAVOURITES_MAX - 1);
      expect((await starIt(user, q2)).json()).toEqual({
        question_id: q2,
        favourite: true,
        count: FAVOURITES_MAX,
      });
      expect(await kept(user.id)).toBe(FAVOURITES_MAX);
      const listed = (await list(user)).json();
      expect(listed.count).toBe(FAVOURITES_MAX);
      expect(listed.favourites.slice(0, 2).map((f: { question_id: number }) => f.question_id)).toEqual([
        q2,
        q1,
      ]);
    });

    it('let one of two stars sent at once through and refuse the other', async () => {
      const { user, q1, q2 } = await nearlyFull();
      const answers = await Promise.all([starIt(user, q1), starIt(user, q2)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(await kept(user.id)).toBe(FAVOURITES_MAX);
      // The same question twice at once is one row, both answered as starred.
      await unstarIt(user, q1);
      await unstarIt(user, q2);
      const twice = await Promise.all([starIt(user, q1), starIt(user, q1)]);
      expect(twice.map((r) => r.json())).toEqual([
        { question_id: q1, favourite: true, count: FAVOURITES_MAX },
        { question_id: q1, favourite: true, count: FAVOURITES_MAX },
      ]);
    });
  });

  it('are each learner’s own', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
    const [q1, q2] = theme!.questions;
    const one = await makeUser(ctx.database.db);
    const other = await makeUser(ctx.database.db);
    await starIt(one, q1!.id);
    await starIt(one, q2!.id);
    expect((await list(other)).json()).toEqual({ favourites: [], count: 0 });
    expect(await ids(other)).toEqual([]);
    expect((await unstarIt(other, q1!.id)).json()).toEqual({
      question_id: q1!.id,
      favourite: false,
      count: 0,
    });
    expect((await starIt(other, q1!.id)).json().count).toBe(1);
    expect(await ids(one)).toEqual([q2!.id, q1!.id]);
  });

  it('stay through the statistics reset and go with the account', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    const user = await makeUser(ctx.database.db);
    await starIt(user, theme!.questions[0]!.id);
    expect((await send('GET', '/reset/statistic', user)).statusCode).toBe(200);
    expect(await ids(user)).toEqual([theme!.questions[0]!.id]);
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    await ctx.database.db.execute(sql`delete from users where id = ${user.id}`);
    expect(await kept(user.id)).toBe(0);
  });

  it('are for a signed-in learner only', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
    const id = theme!.questions[0]!.id;
    for (const [method, url] of [
      ['GET', '/favourites'],
      ['GET', '/favourites/ids'],
      ['PUT', `/favourites/${id}`],
      ['DELETE', `/favourites/${id}`],
      ['PUT', '/favourites/abc'],
      ['DELETE', '/favourites/0'],
    ] as const) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
