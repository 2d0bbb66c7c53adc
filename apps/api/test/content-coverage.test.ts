import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { CATEGORY_CODES } from '@pdr/contract/catalog';
import { users } from '../src/db/schema/accounts.ts';
import { forCategory } from '../src/modules/content/categories.ts';
import { categoryCoverage } from '../src/modules/content/category-coverage.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { validatePack } from '../src/modules/content/validate.ts';
import { loadContent } from '../src/plugins/content-cache.ts';
import { writePack, type TestPack } from './content-fixtures.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

/** `count` questions of a theme numbered from `themeId × 1000 + first`, with two answers, the first right. */
function questions(themeId: number, count: number, extra: Record<string, unknown> = {}, first = 1) {
  return Array.from({ length: count }, (_, k) => {
    const id = themeId * 1000 + first + k;
    return {
      id,
      theme_id: themeId,
      text: `Питання ${id}`,
      notes: `<p>Коментар до питання ${id}.</p>`,
      answers: [1, 2].map((a) => ({ id: id * 10 + a, text: `Відповідь ${a}`, correct: a === 1 })),
      ...extra,
    };
  });
}

/** A full exam for B (its own design theme) and C (a design theme of C and one question of C), none for others. */
function examPack(): TestPack {
  return {
    pack: { format: 1, name: 'Іспит за категоріями', version: '1' },
    themes: [
      { id: 1, number: 1, title: 'Загальні положення', free: true, group: 'rules' },
      { id: 2, number: 2, title: 'Безпека', free: false, group: 'safety' },
      { id: 3, number: 3, title: 'Будова легкових', free: false, group: 'vehicle', categories: ['B'] },
      { id: 4, number: 4, title: 'Будова вантажних', free: false, group: 'vehicle', categories: ['C'] },
      { id: 5, number: 5, title: 'Домедична допомога', free: false, group: 'first_aid' },
    ],
    questions: {
      '1.json': [...questions(1, 10), ...questions(1, 1, { categories: ['C'] }, 11)],
      '2.json': questions(2, 4),
      '3.json': questions(3, 4),
      '4.json': questions(4, 4),
      '5.json': questions(5, 2),
    },
    images: {},
  };
}

describe.each(drivers)('category coverage on import, on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('agrees with what the app then reads from the database for every category', async () => {
    const dir = await writePack(examPack());
    const { pack } = await validatePack(dir);
    await importContentPack(ctx.database.db, dir, { dataDir: ctx.config.DATA_DIR });
    const content = await loadContent(ctx.database.db);
    for (const coverage of categoryCoverage(pack, CATEGORY_CODES)) {
      const view = forCategory(content, coverage.category);
      expect(coverage.fullExam, coverage.category).toBe(view.fullExam);
      expect(coverage.questions.vehicle, coverage.category).toBe(view.examPool.vehicle.length);
      expect(coverage.questions.rules, coverage.category).toBe(view.examPool.rules.length);
    }
    expect(
      categoryCoverage(pack, CATEGORY_CODES)
        .filter((c) => c.fullExam)
        .map((c) => c.category),
    ).toEqual(['B', 'C']);
  });

  it('warns about the active categories of learners that the pack leaves without a full exam', async () => {
    const db = ctx.database.db;
    const learner = async (category: string, roleId?: number) => {
      const user = await makeUser(db);
      await db
        .update(users)
        .set({ activeCategory: category, ...(roleId ? { roleId } : {}) })
        .where(eq(users.id, user.id));
    };
    for (const category of ['D', 'D', 'D', 'A', 'B', 'C', 'not-a-category']) await learner(category);
    // A teacher is not a learner.
    await learner('T', TEACHER_ROLE_ID);

    const report = await importContentPack(db, await writePack(examPack()), { dataDir: ctx.config.DATA_DIR });
    expect(
      report.learnersWithoutExam.map((w) => [w.coverage.category, w.learners, w.coverage.missing]),
    ).toEqual([
      ['A', 1, { vehicle: 4 }],
      ['D', 3, { vehicle: 4 }],
    ]);

    // A pack without a design theme of B leaves the learners of B (and of an unknown code, who learn as B) short.
    const noB = examPack();
    noB.themes = noB.themes.filter((t) => t.id !== 3);
    delete noB.questions['3.json'];
    const second = await importContentPack(db, await writePack(noB), { dataDir: ctx.config.DATA_DIR });
    expect(second.learnersWithoutExam.map((w) => [w.coverage.category, w.learners])).toEqual([
      ['A', 1],
      ['B', 2],
      ['D', 3],
    ]);
  });
});
