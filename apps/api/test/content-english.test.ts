import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { decodeQuestions } from '@pdr/contract/learning';
import type { ExamResponse } from '@pdr/contract/exam';
import { answers, pages, questions, theories, theoryBlocks, theoryThemes } from '../src/db/schema/content.ts';
import { users } from '../src/db/schema/accounts.ts';
import type { Db } from '../src/db/client.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeThemes, makeUser, type TestUser } from './learning-fixtures.ts';
import { answerKey, examCalls, makeExamBank, questionsOf } from './exam-fixtures.ts';

/** Gives these questions and their answers English texts (as an import of a pack with `en` would). */
async function translate(db: Db, questionIds: readonly number[]): Promise<void> {
  await db
    .update(questions)
    .set({
      textEn: sql`'Question ' || ${questions.id}`,
      notesEn: sql`'<p>Comment ' || ${questions.id} || '</p>'`,
    })
    .where(inArray(questions.id, [...questionIds]));
  await db
    .update(answers)
    .set({ textEn: sql`'Answer ' || ${answers.position}` })
    .where(inArray(answers.questionId, [...questionIds]));
}

async function speaks(db: Db, user: TestUser, language: 'uk' | 'en'): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, user.id));
}

describe.each(drivers)('content in the learner’s language on %s', (driver) => {
  const ctx = useTestApp(driver);
  const exams = examCalls(() => ctx.app);

  it('gives a lesson in English, a question without English in Ukrainian with its mark, and Ukrainian unmarked', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
    const [first, second, third] = theme!.questions;
    await translate(ctx.database.db, [first!.id, second!.id]);
    // A question whose text has English but one answer has none is marked too.
    await ctx.database.db.update(answers).set({ textEn: null }).where(eq(answers.id, second!.answerIds[2]!));
    const user = await makeUser(ctx.database.db, { premium: true });
    const block = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/theme/block/${theme!.id}/0`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      return decodeQuestions(res.json().data);
    };

    await speaks(ctx.database.db, user, 'en');
    const english = await block();
    expect(english[0]).toMatchObject({
      question: `Question ${first!.id}`,
      notes: `<p>Comment ${first!.id}</p>`,
    });
    expect(english[0]!.answers.map((a) => a.answer)).toEqual(['Answer 1', 'Answer 2', 'Answer 3']);
    expect(english[0]).not.toHaveProperty('ukrainian_only');
    expect(english[1]).toMatchObject({ question: `Question ${second!.id}`, ukrainian_only: true });
    expect(english[1]!.answers.map((a) => a.answer)).toEqual(['Answer 1', 'Answer 2', 'Відповідь 3']);
    expect(english[2]).toMatchObject({ question: `Питання 3 теми ${theme!.id}`, ukrainian_only: true });
    expect(english[2]!.id).toBe(third!.id);

    await speaks(ctx.database.db, user, 'uk');
    const ukrainian = await block();
    expect(ukrainian.map((q) => q.question)).toEqual([1, 2, 3].map((n) => `Питання ${n} теми ${theme!.id}`));
    for (const q of ukrainian) expect(q).not.toHaveProperty('ukrainian_only');
  });

  it('describes a question’s picture in the learner’s language, and never in Ukrainian on an English screen', async () => {
    const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
    const [described, onlyUkrainian] = theme!.questions;
    await translate(ctx.database.db, [described!.id, onlyUkrainian!.id]);
    await ctx.database.db
      .update(questions)
      .set({ image: 'scene.svg', imageAlt: 'Перехрестя з двома автомобілями' })
      .where(inArray(questions.id, [described!.id, onlyUkrainian!.id]));
    await ctx.database.db
      .update(questions)
      .set({ imageAltEn: 'An intersection with two cars' })
      .where(eq(questions.id, described!.id));
    const user = await makeUser(ctx.database.db, { premium: true });
    const alts = async (language: 'uk' | 'en') => {
      await speaks(ctx.database.db, user, language);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/theme/block/${theme!.id}/0`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      return decodeQuestions(res.json().data).map((q) => q.image_alt);
    };
    expect(await alts('uk')).toEqual(['Перехрестя з двома автомобілями', 'Перехрестя з двома автомобілями']);
    expect(await alts('en')).toEqual(['An intersection with two cars', undefined]);
  });

  it('keeps an exam in the language of its start to its end, and names it in the history', async () => {
    await makeExamBank(ctx.database.db, { rules: 10, safety: 4, vehicle: 4, first_aid: 2 });
    const bank = await ctx.database.db.execute(sql`select id from questions`);
    const ids = (bank as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    await translate(ctx.database.db, ids);
    const user = await makeUser(ctx.database.db, { premium: true });
    await speaks(ctx.database.db, user, 'en');

    const started = await exams.start(user);
    expect(started.statusCode).toBe(200);
    const exam = started.json<ExamResponse>();
    expect(exam.language).toBe('en');
    for (const q of questionsOf(exam)) {
      expect(q.question).toBe(`Question ${q.id}`);
      expect(q).not.toHaveProperty('ukrainian_only');
    }

    // The learner switches to Ukrainian in the middle: the open exam stays in English.
    await speaks(ctx.database.db, user, 'uk');
    const read = (await exams.read(user, exam.exam_id)).json<ExamResponse>();
    expect(read.language).toBe('en');
    expect(questionsOf(read)[0]!.question).toMatch(/^Question /);

    // Three wrong answers end it; the history names its language, a lesson's entry none.
    const key = await answerKey(
      ctx.database.db,
      questionsOf(exam).map((q) => q.id),
    );
    for (const q of questionsOf(exam).slice(0, 3)) {
      const res = await exams.answer(user, {
        exam_id: exam.exam_id,
        question_id: q.id,
        answer_id: key.get(q.id)!.wrong,
      });
      expect(res.statusCode).toBe(200);
    }
    const history = await ctx.app.inject({ method: 'GET', url: '/api/student-results', headers: user.auth });
    const entry = history.json().result.find((e: { type: string }) => e.type === 'exam');
    expect(entry).toMatchObject({ type: 'exam', language: 'en' });

    // The next exam is drawn in Ukrainian, the language now.
    const next = await exams.start(user);
    expect(next.json<ExamResponse>()).toMatchObject({ language: 'uk' });
    expect(questionsOf(next.json<ExamResponse>())[0]!.question).toMatch(/^Питання /);
  });

  it('shows the Ukrainian original of a question on demand, where the learner may read the question', async () => {
    const [free, premium] = await makeThemes(ctx.database.db, [
      { questions: 2 },
      { questions: 2, free: false },
    ]);
    await translate(
      ctx.database.db,
      [...free!.questions, ...premium!.questions].map((q) => q.id),
    );
    const user = await makeUser(ctx.database.db);
    await speaks(ctx.database.db, user, 'en');
    const original = (id: number, headers: Record<string, string> = user.auth) =>
      ctx.app.inject({ method: 'GET', url: `/api/questions/${id}/original`, headers });

    const res = await original(free!.questions[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: free!.questions[0]!.id,
      question: `Питання 1 теми ${free!.id}`,
      answers: free!.questions[0]!.answerIds.map((id, i) => ({ id, answer: `Відповідь ${i + 1}` })),
    });
    // A Premium theme's question is not shown to a free learner, unless one of their exams drew it.
    const closed = await original(premium!.questions[0]!.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('This theme comes with the Premium plan');
    await ctx.database.db.execute(sql`
      insert into exam_sessions (id, user_id, question_ids, started_at, deadline_at, day)
      values (gen_random_uuid(), ${user.id}, ${`{${premium!.questions[0]!.id}}`}::integer[], now(), now(), current_date)`);
    expect((await original(premium!.questions[0]!.id)).statusCode).toBe(200);

    const unknown = await original(987654321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Question not found');
    expect((await original(free!.questions[0]!.id, {})).statusCode).toBe(401);
  });

  it('gives the pages and the theory in English where they have it, a public answer varying by language', async () => {
    const db = ctx.database.db;
    await db
      .insert(pages)
      .values({
        slug: 'about',
        title: 'Про нас',
        content: '<p>Хто ми</p>',
        titleEn: 'About us',
        contentEn: '<p>Who we are</p>',
      })
      .onConflictDoUpdate({
        target: pages.slug,
        set: { titleEn: 'About us', contentEn: '<p>Who we are</p>' },
      });
    const about = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/page/about', headers });
    const en = await about({ 'accept-language': 'en' });
    expect(en.json().data).toMatchObject({ title: 'About us', content: '<p>Who we are</p>' });
    expect(en.headers.vary).toMatch(/Accept-Language/i);
    expect((await about({})).json().data.title).not.toBe('About us');

    await db.insert(theories).values({ id: 9101, name: 'Основи', nameEn: 'Basics', position: 91 });
    await db
      .insert(theoryThemes)
      .values({ id: 91011, theoryId: 9101, number: 1, title: 'Дорога', titleEn: 'The road' });
    await db.insert(theoryBlocks).values([
      {
        theoryThemeId: 91011,
        position: 1,
        content: '<p>Дорога</p>',
        contentEn: '<p>The road</p>',
        comment: '',
      },
      { theoryThemeId: 91011, position: 2, content: '<p>Узбіччя</p>', comment: '<p>Увага</p>' },
    ]);
    const user = await makeUser(db, { premium: true });
    await speaks(db, user, 'en');
    const theory = await ctx.app.inject({ method: 'GET', url: '/api/theories/9101', headers: user.auth });
    expect(theory.json().data).toMatchObject({
      theory_name: 'Basics',
      themes: [{ id: 91011, number: 1, title: 'The road' }],
    });
    const content = await ctx.app.inject({
      method: 'GET',
      url: '/api/theories/9101/content/91011',
      headers: user.auth,
    });
    expect(content.json().data.content).toMatchObject({
      title: 'The road',
      blocks: [
        { content: '<p>The road</p>', comment: '' },
        // A block without English shows in Ukrainian.
        { content: '<p>Узбіччя</p>', comment: '<p>Увага</p>' },
      ],
    });
    await speaks(db, user, 'uk');
    const ukrainian = await ctx.app.inject({
      method: 'GET',
      url: '/api/theories/9101/content/91011',
      headers: user.auth,
    });
    expect(ukrainian.json().data.content).toMatchObject({
      title: 'Дорога',
      blocks: [{ content: '<p>Дорога</p>' }, {}],
    });
  });
});
