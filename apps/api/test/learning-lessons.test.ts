import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeQuestions } from '@pdr/contract/learning';
import { drivers, useTestApp } from './test-app.ts';
import type { Db } from '../src/db/client.ts';
import { schema } from '../src/db/schema/all.ts';
import { saveSession } from '../src/modules/study/repository.ts';
import { answersFor, makeThemes, makeUser, postLesson, savedTestVersion } from './learning-fixtures.ts';

describe.each(drivers)('learning: themes, blocks and lessons on %s', (driver) => {
  const ctx = useTestApp(driver, {
    env: { PUBLIC_URL: 'https://pdr.example.ua', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' },
  });
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });

  describe('GET /api/get-available-themes', () => {
    it('answers 401 without a token', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/get-available-themes' });
      expect(res.statusCode).toBe(401);
    });

    it('lists themes by number with progress and blocks the Premium ones for a free user', async () => {
      const [free, paid] = await makeThemes(ctx.database.db, [
        { questions: 25 },
        { questions: 3, free: false },
      ]);
      const user = await makeUser(ctx.database.db);
      const res = await get('/api/get-available-themes', user.auth);
      expect(res.statusCode).toBe(200);
      const mine = res.json().theme.filter((t: { id: number }) => t.id === free!.id || t.id === paid!.id);
      expect(mine).toMatchObject([
        { id: free!.id, blocked: false, disabled: false, progress: 0, block_count: 2, question_count: 25 },
        { id: paid!.id, blocked: true, disabled: true, disable: true },
      ]);
      expect(mine[0].progress_car).toEqual({ progress: 0, error: 0 });
    });

    it('opens every theme to a Premium user', async () => {
      const [, paid] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 2, free: false }]);
      const user = await makeUser(ctx.database.db, { premium: true });
      const res = await get('/api/get-available-themes', user.auth);
      expect(res.json().theme.find((t: { id: number }) => t.id === paid!.id).blocked).toBe(false);
    });
  });

  describe('GET /api/theme/block/:id/all', () => {
    it('shows the first block current and the rest locked for a newcomer', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 45 }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/block/${theme!.id}/all`, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().blocks.map((b: { status: string; count: number }) => [b.status, b.count])).toEqual([
        ['current', 20],
        ['locked', 20],
        ['locked', 5],
      ]);
      expect(res.json()).toMatchObject({ done: 0, total: 3, credit_available: false });
    });

    it('answers 403 to a free user for a Premium theme and 404 for an unknown one', async () => {
      const [, paid] = await makeThemes(ctx.database.db, [{ questions: 1 }, { questions: 1, free: false }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/block/${paid!.id}/all`, user.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Преміум/);
      expect((await get('/api/theme/block/999999/all', user.auth)).statusCode).toBe(404);
    });
  });

  describe('GET /api/theme/block/:id/:idx', () => {
    it('sends the block questions in one base64 payload with absolute images and the right answers', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/block/${theme!.id}/0`, user.auth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ type: 'theme', theme_id: theme!.id, idx: 0, count: 20, reveal: true });
      const list = decodeQuestions(body.data);
      expect(list.map((q) => q.id)).toEqual(theme!.questions.slice(0, 20).map((q) => q.id));
      expect(list[0]!.image).toBe(`https://pdr.example.ua/images/question/q-${theme!.questions[0]!.id}.svg`);
      expect(list[0]!.notes).toContain('src="https://pdr.example.ua/images/question/n-');
      expect(list[1]!.video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
      expect(list[0]!.answers.map((a) => a.correct)).toEqual(['1.', '2.', '3.']);
      const right = list[0]!.answers.find((a) => a.correct_answer === 1);
      expect(right?.id).toBe(theme!.questions[0]!.correct);
    });

    it('sends the same JSON as gzip to a browser that takes it, and plain to one that does not', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
      const user = await makeUser(ctx.database.db);
      const url = `/api/theme/block/${theme!.id}/0`;
      const plain = await get(url, user.auth);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (let i = 0; i < 2; i++) {
        const res = await get(url, { ...user.auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
        expect({ ...body, started_at: 'x' }).toEqual({ ...plain.json(), started_at: 'x' });
      }
      const brotli = await get(url, { ...user.auth, 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')).data).toBe(
        plain.json().data,
      );
    });

    it('answers 404 for a block past the end', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 5 }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/block/${theme!.id}/1`, user.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Не вдалося підгрузити блок');
    });

    it('answers 403 for a theme whose previous credit test is below 50%', async () => {
      const [, second] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 2, free: true }]);
      const user = await makeUser(ctx.database.db);
      const res = await get(`/api/theme/block/${second!.id}/0`, user.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/залік попередньої теми/);
    });
  });

  describe('GET /api/get-questions-themes-crypt', () => {
    it('sends the current block of the theme', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 30 }]);
      const user = await makeUser(ctx.database.db);
      await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions.slice(0, 20)),
      });
      const res = await get(`/api/get-questions-themes-crypt?theme_id=${theme!.id}`, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ idx: 1, count: 10 });
    });
  });

  describe('POST /api/result/successful', () => {
    it('scores from the answer ids and ignores a forged correct flag', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
      const user = await makeUser(ctx.database.db);
      const entries = answersFor(theme!.questions, [theme!.questions[1]!.id]).map((e) => ({
        ...e,
        correct: 1,
      }));
      const res = await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        result: 2,
        count_question: 3,
        passed: false,
        wrong_question_ids: [theme!.questions[1]!.id],
        block: { idx: 0, errors: 1, success: 2, status: 'error' },
        correct_answers: [],
      });
      const blocks = await get(`/api/theme/block/${theme!.id}/all`, user.auth);
      expect(blocks.json().blocks[0]).toMatchObject({ status: 'error', errors: 1 });
    });

    it('answers 422 naming the field for an answer of another question', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db);
      const entries = answersFor(theme!.questions);
      entries[1] = { ...entries[1]!, answer_id: theme!.questions[0]!.correct };
      const res = await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'data_question.1.answer_id': 'Відповідь не належить до цього питання',
      });
    });

    it('answers 422 for a question outside the block and for a lesson with unanswered questions', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 22 }]);
      const user = await makeUser(ctx.database.db);
      const outside = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions.slice(1, 21)),
      });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors).toHaveProperty('data_question.19.question_id');
      const partial = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions.slice(0, 5)),
      });
      expect(partial.statusCode).toBe(422);
      expect(partial.json().errors).toHaveProperty('data_question');
      const notJson = await ctx.app.inject({
        method: 'POST',
        url: '/api/result/successful',
        headers: user.auth,
        payload: {
          attempt_id: randomUUID(),
          type: 'theme',
          theme_id: theme!.id,
          idx: 0,
          time: 1,
          data_question: '[{',
        },
      });
      expect(notJson.statusCode).toBe(422);
    });

    it('answers a resent attempt with the stored outcome and counts it once', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db);
      const attemptId = randomUUID();
      const wrong = answersFor(theme!.questions, [theme!.questions[0]!.id]);
      const first = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: wrong,
        attempt_id: attemptId,
      });
      // The resend carries other answers: the stored outcome still wins.
      const again = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        entries: answersFor(theme!.questions),
        attempt_id: attemptId,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const history = await get('/api/student-results', user.auth);
      expect(history.json().result).toHaveLength(1);
      const blocks = await get(`/api/theme/block/${theme!.id}/all`, user.auth);
      expect(blocks.json().blocks[0].status).toBe('error');
    });

    it('answers 409 when another user sends the same attempt id', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 1 }]);
      const [a, b] = [await makeUser(ctx.database.db), await makeUser(ctx.database.db)];
      const attemptId = randomUUID();
      const entries = answersFor(theme!.questions);
      await postLesson(ctx.app, a, { theme_id: theme!.id, idx: 0, entries, attempt_id: attemptId });
      const res = await postLesson(ctx.app, b, {
        theme_id: theme!.id,
        idx: 0,
        entries,
        attempt_id: attemptId,
      });
      expect(res.statusCode).toBe(409);
    });

    it('answers 403 to a free user for a Premium theme', async () => {
      const [, paid] = await makeThemes(ctx.database.db, [{ questions: 1 }, { questions: 1, free: false }]);
      const user = await makeUser(ctx.database.db);
      const res = await postLesson(ctx.app, user, {
        theme_id: paid!.id,
        idx: 0,
        entries: answersFor(paid!.questions),
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/result/incorrect/:id/:idx', () => {
    it('sends the questions answered wrongly, and a clean retest makes the block done', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 21 }]);
      const user = await makeUser(ctx.database.db);
      const block = theme!.questions.slice(0, 20);
      const wrongIds = [block[3]!.id, block[7]!.id];
      await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(block, wrongIds) });
      const res = await get(`/api/result/incorrect/${theme!.id}/0`, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ type: 'retest', idx: 0, count: 2, reveal: true });
      expect(decodeQuestions(res.json().data).map((q) => q.id)).toEqual(wrongIds);

      const retest = await postLesson(ctx.app, user, {
        theme_id: theme!.id,
        idx: 0,
        type: 'retest',
        entries: answersFor(block.filter((q) => wrongIds.includes(q.id))),
      });
      expect(retest.json().result).toMatchObject({
        passed: true,
        block: { status: 'done', errors: 0, success: 2 },
      });
      const blocks = await get(`/api/theme/block/${theme!.id}/all`, user.auth);
      expect(blocks.json().blocks.map((b: { status: string }) => b.status)).toEqual(['done', 'current']);
      const none = await get(`/api/result/incorrect/${theme!.id}/0`, user.auth);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('Не вдалося підгрузити питання');
    });
  });

  describe('GET /api/get-question-from-session-crypt', () => {
    it('resumes the unfinished test and forgets it once its result is in', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
      const user = await makeUser(ctx.database.db);
      expect((await get('/api/get-question-from-session-crypt', user.auth)).statusCode).toBe(404);
      const started = await get(`/api/theme/block/${theme!.id}/0`, user.auth);
      const resumed = await get('/api/get-question-from-session-crypt', user.auth);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toEqual(started.json());
      await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(theme!.questions) });
      expect((await get('/api/get-question-from-session-crypt', user.auth)).statusCode).toBe(404);
    });

    it('goes on with the same unfinished test when it is opened again, writing nothing (decision 116)', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 4 }]);
      const qs = theme!.questions;
      const user = await makeUser(ctx.database.db, { premium: true });
      const saved = () => savedTestVersion(ctx.database.db, user.id);
      const startedAt = async (url: string) => {
        const res = await get(url, user.auth);
        expect(res.statusCode).toBe(200);
        return Date.parse(res.json().started_at as string);
      };
      const tick = () => new Promise((r) => setTimeout(r, 5));
      const block = `/api/theme/block/${theme!.id}/0`;
      const retest = `/api/result/incorrect/${theme!.id}/0`;
      const credit = `/api/get-all-questions-themes-crypt?theme_id=${theme!.id}`;

      const first = await startedAt(block);
      const version = await saved();
      await tick();
      // A reload, or the same block as the theme's current block: the same test, the same start, no write.
      expect(await startedAt(block)).toBe(first);
      expect(await startedAt(`/api/get-questions-themes-crypt?theme_id=${theme!.id}`)).toBe(first);
      expect(await saved()).toBe(version);
      expect(
        Date.parse((await get('/api/get-question-from-session-crypt', user.auth)).json().started_at),
      ).toBe(first);
      // Once the result is in, the same block opens as a new test.
      await postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: answersFor(qs, [qs[0]!.id]) });
      await tick();
      const anew = await startedAt(block);
      expect(anew).toBeGreaterThan(first);
      // Other tests (the retest, then the credit test) replace it, and each goes on when opened again.
      await tick();
      const retested = await startedAt(retest);
      expect(retested).toBeGreaterThan(anew);
      const retestVersion = await saved();
      await tick();
      expect(await startedAt(retest)).toBe(retested);
      expect(await saved()).toBe(retestVersion);
      const retestBody = {
        theme_id: theme!.id,
        idx: 0,
        type: 'retest' as const,
        entries: answersFor([qs[0]!]),
      };
      expect((await postLesson(ctx.app, user, retestBody)).statusCode).toBe(200);
      const credited = await startedAt(credit);
      expect(credited).toBeGreaterThan(retested);
      await tick();
      expect(await startedAt(credit)).toBe(credited);
      // Coming back to the block is a new start.
      expect(await startedAt(block)).toBeGreaterThan(credited);
    });

    it('commits a saved test without waiting for its WAL flush, on its own transaction only (decision 127)', async () => {
      const user = await makeUser(ctx.database.db);
      const test = {
        type: 'theme' as const,
        themeId: null,
        blockIdx: 0,
        questionIds: [3, 1, 2],
        category: 'B',
      };
      // One connection, so a setting that outlived the statement's transaction would show on the next one.
      const client = ctx.database.url ? new pg.Client({ connectionString: ctx.database.url }) : null;
      await client?.connect();
      try {
        const db = client ? (drizzle(client, { schema }) as unknown as Db) : ctx.database.db;
        const setting = async (on: Db) =>
          (
            (await on.execute(sql`select current_setting('synchronous_commit') as s`)) as unknown as {
              rows: { s: string }[];
            }
          ).rows[0]!.s;
        expect(await setting(db)).toBe('on');
        const inside = await db.transaction(async (tx) => {
          const started = await saveSession(tx as unknown as Db, user.id, test);
          return { started, setting: await setting(tx as unknown as Db) };
        });
        expect(inside.setting).toBe('off');
        expect(await setting(db)).toBe('on');
        const again = await saveSession(db, user.id, { ...test, questionIds: [2, 3] });
        expect(await setting(db)).toBe('on');
        // The row is there at once, with the start the statement answered, for any connection.
        const { rows } = (await ctx.database.db.execute(
          sql`select question_ids as ids, to_json(started_at) as started from test_sessions where user_id = ${user.id}`,
        )) as unknown as { rows: { ids: number[]; started: string }[] };
        expect(rows.map((r) => ({ ids: r.ids, started: Date.parse(r.started) }))).toEqual([
          { ids: [2, 3], started: again.getTime() },
        ]);
        expect(again.getTime()).toBeGreaterThanOrEqual(inside.started.getTime());
      } finally {
        await client?.end();
      }
    });
  });
});

describe('question picture links without PUBLIC_URL', () => {
  const ctx = useTestApp('pglite', { publicUrlFromRequest: true });

  it("point at the address the learner used, so pictures load from the page's own origin", async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
    const user = await makeUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/theme/block/${theme!.id}/0`,
      headers: { ...user.auth, host: '10.0.0.5:3000' },
    });
    expect(res.statusCode).toBe(200);
    const [first] = decodeQuestions(res.json().data);
    expect(first!.image).toBe(`http://10.0.0.5:3000/images/question/q-${theme!.questions[0]!.id}.svg`);
    expect(first!.notes).toContain('src="http://10.0.0.5:3000/images/question/n-');
  });
});

describe.each(drivers)('a server built without gzip from parts, on %s', (driver) => {
  const ctx = useTestApp(driver, { without: ['gzip-parts'] });

  it('leaves a block to the compression plugin, which gives a browser zstd', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 25 }]);
    const user = await makeUser(ctx.database.db);
    const headers = { ...user.auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const res = await ctx.app.inject({ method: 'GET', url: `/api/theme/block/${theme!.id}/0`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('zstd');
  });
});
