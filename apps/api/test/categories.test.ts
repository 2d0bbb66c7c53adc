import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { categoryMessages } from '@pdr/contract/catalog';
import type { ExamResponse } from '@pdr/contract/exam';
import { decodeQuestions, type LearningTheme, type Question } from '@pdr/contract/learning';
import { users } from '../src/db/schema/accounts.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser, postCredit, type TestUser } from './learning-fixtures.ts';
import { answerKey, examCalls } from './exam-fixtures.ts';

const DEMO = fileURLToPath(new URL('../../../content/demo', import.meta.url));

interface ContentRow {
  id: number;
  theme: number;
  q: string[];
  t: string[];
  group: string;
}

describe.each(drivers)('licence categories on %s', (driver) => {
  const ctx = useTestApp(driver);
  const calls = examCalls(() => ctx.app);
  /** Every active question of the demo pack with its own and its theme's categories. */
  let bank: Map<number, ContentRow>;

  beforeAll(async () => {
    await importContentPack(ctx.database.db, DEMO, { dataDir: 'memory://' });
    const result = await ctx.database.db.execute(sql`
      select q.id, q.theme_id as theme, q.categories as q, t.categories as t, t.exam_group as "group"
      from questions q join themes t on t.id = q.theme_id where q.retired_at is null`);
    bank = new Map((result as unknown as { rows: ContentRow[] }).rows.map((r) => [r.id, r]));
  });

  async function learner(categories: string[], options: { premium?: boolean } = {}): Promise<TestUser> {
    const user = await makeUser(ctx.database.db, { premium: options.premium ?? true });
    await ctx.database.db
      .update(users)
      .set({ categories, activeCategory: categories[0]! })
      .where(eq(users.id, user.id));
    return user;
  }

  /** Theme 12 opens once theme 2's credit test reaches 50%: a passed one, taken before categories. */
  async function openThemeTwelve(user: TestUser) {
    await ctx.database.db.execute(sql`
      insert into attempts (id, user_id, type, theme_id, correct_count, question_count, passed, time_s, outcome)
      values (${randomUUID()}::uuid, ${user.id}, 'all_theme', 2, 30, 30, true, 300, '{}'::jsonb)`);
  }

  /** Sends a theme-12 lesson with every answer right (POST /api/result/successful). */
  async function passLesson(user: TestUser, idx: number, questions: readonly Question[]) {
    const key = await answerKey(
      ctx.database.db,
      questions.map((q) => q.id),
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/result/successful',
      headers: user.auth,
      payload: {
        attempt_id: randomUUID(),
        type: 'theme',
        theme_id: 12,
        idx,
        time: 100,
        data_question: JSON.stringify(
          questions.map((q) => ({ question_id: q.id, answer_id: key.get(q.id)!.right })),
        ),
      },
    });
  }

  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, ...(user && { headers: user.auth }) });
  const switchTo = (user: TestUser, category: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/user/category', headers: user.auth, payload: { category } });
  const themeIds = async (user: TestUser) =>
    (await get('/api/get-available-themes', user)).json<{ theme: LearningTheme[] }>().theme.map((t) => t.id);
  const blockQuestions = async (user: TestUser, themeId: number, idx = 0) => {
    const res = await get(`/api/theme/block/${themeId}/${idx}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return decodeQuestions(res.json<{ data: string }>().data);
  };
  const sees = (id: number, category: string) => {
    const row = bank.get(id)!;
    return (
      (row.q.length === 0 || row.q.includes(category)) && (row.t.length === 0 || row.t.includes(category))
    );
  };

  it('keeps the chosen categories and makes the first the active one', async () => {
    const user = await learner(['A', 'C']);
    const res = await get('/api/user', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      categories: [{ label: 'A' }, { label: 'C' }],
      active_category: { label: 'A', full_exam: true },
    });
  });

  it('switches among the chosen categories and refuses others with a Ukrainian 422', async () => {
    const user = await learner(['A', 'C']);
    const ok = await switchTo(user, 'C');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ active_category: { label: 'C', full_exam: true } });
    expect((await get('/api/user', user)).json()).toMatchObject({ active_category: { label: 'C' } });

    const unchosen = await switchTo(user, 'B');
    expect(unchosen.statusCode).toBe(422);
    expect(unchosen.json()).toMatchObject({ errors: { category: categoryMessages.notChosen } });
    const unknown = await switchTo(user, 'Z9');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { category: categoryMessages.unknown } });
    for (const bad of [42, null, '', 'x'.repeat(100)]) {
      const res = await switchTo(user, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().message).toMatch(/[А-яІіЇїЄє]/);
    }
    const guest = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/category',
      payload: { category: 'A' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('lists the themes of the active category only, and refuses another category’s theme', async () => {
    const user = await learner(['A', 'B', 'C']);
    expect(await themeIds(user)).toEqual(expect.arrayContaining([1, 2, 12, 44]));
    expect(await themeIds(user)).not.toEqual(expect.arrayContaining([45]));
    expect(await themeIds(user)).not.toContain(46);
    expect((await get('/api/theme/block/45/0', user)).statusCode).toBe(404);
    expect(
      (await get('/api/get-all-questions-themes-crypt?theme_id=46', user)).statusCode,
    ).toBeGreaterThanOrEqual(400);

    await switchTo(user, 'C');
    const themes = await themeIds(user);
    expect(themes).toContain(46);
    expect(themes).not.toContain(44);
    expect(themes).not.toContain(45);
    expect((await get('/api/theme/block/44/0', user)).statusCode).toBe(404);
  });

  it('keeps free themes free in every category', async () => {
    const free = await learner(['C'], { premium: false });
    const res = await get('/api/get-available-themes', free);
    const byId = new Map(res.json<{ theme: LearningTheme[] }>().theme.map((t) => [t.id, t]));
    for (const id of [1, 2, 33, 34]) expect(byId.get(id)?.blocked, `theme ${id}`).toBe(false);
    expect(byId.get(46)?.blocked).toBe(true);
  });

  it('shows only the category’s own questions in a shared theme', async () => {
    for (const category of ['A', 'B', 'C']) {
      const user = await learner([category]);
      await openThemeTwelve(user);
      const all: Question[] = [];
      for (let idx = 0; ; idx++) {
        const res = await get(`/api/theme/block/12/${idx}`, user);
        if (res.statusCode === 404) break;
        expect(res.statusCode, res.body).toBe(200);
        const block = decodeQuestions(res.json<{ data: string }>().data);
        all.push(...block);
        // The next block opens when this one is done.
        const done = await passLesson(user, idx, block);
        expect(done.statusCode, done.body).toBe(200);
      }
      expect(all.length).toBeGreaterThan(0);
      for (const q of all) expect(sees(q.id, category), `${category}: question ${q.id}`).toBe(true);
      const own = [...bank.values()].filter((r) => r.theme === 12 && sees(r.id, category)).length;
      expect(all.length).toBe(own);
    }
  });

  it('draws the exam of the active category: 10/4/4/2, design questions of its own vehicle, nothing foreign', async () => {
    for (const [category, designTheme] of [
      ['A', 44],
      ['B', 45],
      ['C', 46],
    ] as const) {
      const user = await learner([category]);
      const res = await calls.start(user);
      expect(res.statusCode, res.body).toBe(200);
      const exam = res.json<ExamResponse>();
      expect(exam.category).toBe(category);
      const ids = decodeQuestions(exam.data).map((q) => q.id);
      expect(new Set(ids).size).toBe(20);
      const groups: Record<string, number> = {};
      for (const id of ids) {
        const row = bank.get(id)!;
        expect(sees(id, category), `${category}: question ${id}`).toBe(true);
        groups[row.group] = (groups[row.group] ?? 0) + 1;
        if (row.group === 'vehicle') expect(row.theme).toBe(designTheme);
      }
      expect(groups).toEqual({ rules: 10, safety: 4, vehicle: 4, first_aid: 2 });
    }
  });

  it('never starts a short or mixed exam for a category without a full one', async () => {
    const user = await learner(['D']);
    expect((await get('/api/user', user)).json()).toMatchObject({
      active_category: { label: 'D', full_exam: false },
    });
    const res = await calls.start(user);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(categoryMessages.noExam('D'));
    const open = await ctx.database.db.execute(
      sql`select count(*)::integer as n from exam_sessions where user_id = ${user.id}`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('names the category of each exam in the history, and counts readiness per category', async () => {
    const user = await learner(['A', 'C']);
    const exam = (await calls.start(user)).json<ExamResponse>();
    const key = await answerKey(
      ctx.database.db,
      decodeQuestions(exam.data).map((q) => q.id),
    );
    for (const q of decodeQuestions(exam.data)) {
      const res = await calls.answer(user, {
        exam_id: exam.exam_id,
        question_id: q.id,
        answer_id: key.get(q.id)!.right,
      });
      expect(res.statusCode).toBe(200);
    }
    const history = (await get('/api/student-results', user)).json<{
      result: { type: string; category: string }[];
    }>();
    expect(history.result.find((r) => r.type === 'exam')?.category).toBe('A');
    expect((await get('/api/exam/readiness', user)).json()).toMatchObject({ category: 'A', exams: 1 });
    await switchTo(user, 'C');
    expect((await get('/api/exam/readiness', user)).json()).toMatchObject({ category: 'C', exams: 0 });
  });

  it('keeps each category’s blocks of a shared theme apart, and finishes an open lesson in its own category', async () => {
    const user = await learner(['B', 'C']);
    await openThemeTwelve(user);
    const lesson = await blockQuestions(user, 12);
    // The learner switches to C while the B lesson is open, then sends its result.
    await switchTo(user, 'C');
    const res = await passLesson(user, 0, lesson);
    expect(res.statusCode, res.body).toBe(200);
    const themeOf = async () =>
      (await get('/api/get-available-themes', user))
        .json<{ theme: LearningTheme[] }>()
        .theme.find((t) => t.id === 12)!;
    // C sees other questions in theme 12: its blocks are its own, still untouched.
    expect((await themeOf()).done_blocks).toBe(0);
    await switchTo(user, 'B');
    expect((await themeOf()).done_blocks).toBe(1);
    // A theme that looks the same to both keeps one progress.
    expect((await themeOf()).id).toBe(12);
  });

  it('finishes an open credit test in the category it was opened in', async () => {
    const user = await learner(['B', 'C']);
    await openThemeTwelve(user);
    // The credit test opens once every block of the theme is done.
    const theme = (await get('/api/get-available-themes', user))
      .json<{ theme: LearningTheme[] }>()
      .theme.find((t) => t.id === 12)!;
    for (let idx = 0; idx < theme.block_count; idx++) {
      const passed = await passLesson(user, idx, await blockQuestions(user, 12, idx));
      expect(passed.statusCode, passed.body).toBe(200);
    }
    const opened = await get('/api/get-all-questions-themes-crypt?theme_id=12', user);
    expect(opened.statusCode, opened.body).toBe(200);
    const questions = decodeQuestions(opened.json<{ data: string }>().data);
    // B's credit test holds questions C never sees: scored in C, its answers would not belong to the test.
    expect(questions.some((q) => !sees(q.id, 'C'))).toBe(true);
    await switchTo(user, 'C');
    const key = await answerKey(
      ctx.database.db,
      questions.map((q) => q.id),
    );
    const res = await postCredit(
      ctx.app,
      user,
      { id: 12 },
      questions.map((q) => ({ question_id: q.id, answer_id: key.get(q.id)!.right })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      type: 'all_theme',
      result: questions.length,
      count_question: questions.length,
      passed: true,
    });
  });

  it('counts in total progress the latest answers to the active category’s questions only', async () => {
    const user = await learner(['B', 'C']);
    await openThemeTwelve(user);
    const lesson = await blockQuestions(user, 12);
    const res = await passLesson(user, 0, lesson);
    expect(res.statusCode, res.body).toBe(200);
    const total = async () =>
      (await get('/api/progress/total', user)).json<{ success: number; error: number; total: number }>();
    expect(await total()).toMatchObject({ success: lesson.length, error: 0 });
    await switchTo(user, 'C');
    const shared = lesson.filter((q) => sees(q.id, 'C')).length;
    // B's block holds questions C never sees: they leave C's figures.
    expect(shared).toBeLessThan(lesson.length);
    expect(await total()).toMatchObject({ success: shared, error: 0 });
  });

  it('shows the teacher each pupil’s active category', async () => {
    const db = ctx.database.db;
    const teacher = await makeUser(db);
    await db.update(users).set({ roleId: 4 }).where(eq(users.id, teacher.id));
    const school = await db.execute(sql`insert into schools (name) values ('Автошкола') returning id`);
    const schoolId = (school as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const code = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const group = await db.execute(
      sql`insert into groups (school_id, name, code, teacher_id) values (${schoolId}, 'Група', ${code}, ${teacher.id}) returning id`,
    );
    const groupId = (group as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const pupil = await learner(['C']);
    await db.update(users).set({ groupId }).where(eq(users.id, pupil.id));
    const table = await get(`/api/teacher/groups/${groupId}/pupils`, teacher);
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json().pupils).toEqual([expect.objectContaining({ id: pupil.id, active_category: 'C' })]);
    const page = await get(`/api/teacher/pupils/${pupil.id}`, teacher);
    expect(page.json().pupil.active_category).toBe('C');
    expect(page.json().themes.map((t: { id: number }) => t.id)).toContain(46);
    expect(page.json().themes.map((t: { id: number }) => t.id)).not.toContain(45);
    const csv = await get(`/api/teacher/groups/${groupId}/pupils.csv`, teacher);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Категорія');
  });
});
