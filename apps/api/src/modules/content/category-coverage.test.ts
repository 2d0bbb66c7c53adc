import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CategoryCode } from '@pdr/contract/catalog';
import type { ExamGroup } from '@pdr/contract/content-pack';
import {
  categoryCoverage,
  formatCoverage,
  formatEnglishCoverage,
  formatLearnersWithoutExam,
  formatNoFullExam,
  packCategories,
  packCoverage,
} from './category-coverage.ts';
import { validatePack, type LoadedPack, type PackQuestionEntry } from './validate.ts';

const DEMO = fileURLToPath(new URL('../../../../../content/demo', import.meta.url));

type Categories = PackQuestionEntry['categories'];

/** A pack as validatePack leaves it, without pictures: themes by [id, group, categories?], questions by spec. */
function tinyPack(
  themes: Array<[number, ExamGroup, Categories?]>,
  questions: Array<{ theme: number; count: number; categories?: Categories; noRightAnswer?: boolean }>,
): LoadedPack {
  const pack: LoadedPack = {
    themes: themes.map(([id, group, categories]) => ({
      id,
      number: id,
      title: `Тема ${id}`,
      free: false,
      group,
      ...(categories ? { categories } : {}),
    })),
    questions: [],
    images: { question: new Map(), theory: new Map() },
  };
  let nextId = 1;
  const positions = new Map<number, number>();
  for (const spec of questions) {
    for (let k = 0; k < spec.count; k++) {
      const id = nextId++;
      const position = (positions.get(spec.theme) ?? 0) + 1;
      positions.set(spec.theme, position);
      pack.questions.push({
        id,
        theme_id: spec.theme,
        position,
        text: `Питання ${id}`,
        notes: '<p>Коментар</p>',
        ...(spec.categories ? { categories: spec.categories } : {}),
        answers: [1, 2].map((a) => ({ id: id * 10 + a, text: `Відповідь ${a}`, correct: !spec.noRightAnswer && a === 1 })),
      });
    }
  }
  return pack;
}

/**
 * Rules: 10 common questions and one of C. Safety: 4 common. Vehicle: theme 3 of B (4), theme 4 of C (3 common and
 * one of A, which A does not see: the theme is not A's), theme 6 of D whose every question is A's (so D does not
 * see it). First aid: 2 questions and one without a right answer (not in any exam bank).
 */
const TINY = tinyPack(
  [
    [1, 'rules'],
    [2, 'safety'],
    [3, 'vehicle', ['B']],
    [4, 'vehicle', ['C']],
    [5, 'first_aid'],
    [6, 'vehicle', ['D']],
  ],
  [
    { theme: 1, count: 10 },
    { theme: 1, count: 1, categories: ['C'] },
    { theme: 2, count: 4 },
    { theme: 3, count: 4 },
    { theme: 4, count: 3 },
    { theme: 4, count: 1, categories: ['A'] },
    { theme: 5, count: 2 },
    { theme: 5, count: 1, noRightAnswer: true },
    { theme: 6, count: 5, categories: ['A'] },
  ],
);

const counts = (rules: number, safety: number, vehicle: number, firstAid: number) => ({
  rules,
  safety,
  vehicle,
  first_aid: firstAid,
});

describe('category coverage of a pack', () => {
  it('lists B and every category a theme or a question names, in code order', () => {
    expect(packCategories(TINY)).toEqual(['A', 'B', 'C', 'D']);
    expect(packCategories(tinyPack([[1, 'rules']], [{ theme: 1, count: 1 }]))).toEqual(['B']);
  });

  it('counts each category’s exam bank by group through the one rule of categories', () => {
    const byCategory = Object.fromEntries(
      categoryCoverage(TINY, ['A', 'B', 'C', 'D', 'T']).map((c) => [c.category, c]),
    );
    expect(byCategory.B).toMatchObject({ questions: counts(10, 4, 4, 2), fullExam: true, missing: {} });
    expect(byCategory.C).toMatchObject({ questions: counts(11, 4, 3, 2), fullExam: false, missing: { vehicle: 1 } });
    for (const category of ['A', 'D', 'T'] as CategoryCode[]) {
      expect(byCategory[category], category).toMatchObject({
        alike: [category],
        questions: counts(10, 4, 0, 2),
        fullExam: false,
        missing: { vehicle: 4 },
      });
    }
  });

  it('reports the named categories one by one and the unnamed ones together', () => {
    const report = packCoverage(TINY);
    expect(report.map((c) => c.alike)).toEqual([
      ['A'],
      ['B'],
      ['C'],
      ['D'],
      ['A1', 'B1', 'C1', 'D1', 'BE', 'C1E', 'CE', 'D1E', 'DE', 'T'],
    ]);
    expect(report.map(formatCoverage)).toEqual([
      'Категорія A: правила 10, безпека 4, будова 0, домедична 2 — повного іспиту немає (бракує: будова 4)',
      'Категорія B: правила 10, безпека 4, будова 4, домедична 2 — повний іспит можна скласти',
      'Категорія C: правила 11, безпека 4, будова 3, домедична 2 — повного іспиту немає (бракує: будова 1)',
      'Категорія D: правила 10, безпека 4, будова 0, домедична 2 — повного іспиту немає (бракує: будова 4)',
      'Категорії A1, B1, C1, D1, BE, C1E, CE, D1E, DE, T (у пакеті не названі): правила 10, безпека 4, будова 0, ' +
        'домедична 2 — повного іспиту немає (бракує: будова 4)',
    ]);
    expect(formatNoFullExam(report[2]!)).toBe('увага: категорія C: повного іспиту з 20 питань немає (бракує: будова 1)');
  });

  it('counts the exam bank’s questions with every text in English, and whether the exam can be drawn in English', () => {
    const pack = tinyPack(
      [
        [1, 'rules'],
        [2, 'safety'],
        [3, 'vehicle'],
        [4, 'first_aid'],
      ],
      [
        { theme: 1, count: 10 },
        { theme: 2, count: 4 },
        { theme: 3, count: 4 },
        { theme: 4, count: 2 },
      ],
    );
    const english = (q: (typeof pack.questions)[number]) => ({
      ...q,
      en: { text: `Question ${q.id}`, notes: '<p>Comment</p>' },
      answers: q.answers.map((a) => ({ ...a, en: { text: `Answer ${a.id}` } })),
    });
    pack.questions = pack.questions.map(english);
    const [full] = packCoverage(pack);
    expect(full).toMatchObject({ english: { rules: 10, safety: 4, vehicle: 4, first_aid: 2 }, fullExamInEnglish: true });
    expect(formatEnglishCoverage(full!)).toBe(
      '  англійською: правила 10, безпека 4, будова 4, домедична 2 — повний іспит англійською можна скласти',
    );
    // One answer left in Ukrainian takes its question out of the English bank.
    const first = pack.questions[0]!;
    pack.questions[0] = { ...first, answers: [first.answers[0]!, { ...first.answers[1]!, en: undefined }] };
    const [short] = packCoverage(pack);
    expect(short).toMatchObject({ english: { rules: 9 }, fullExamInEnglish: false, fullExam: true });
    expect(formatEnglishCoverage(short!)).toMatch(/правила 9, .* — повного іспиту англійською немає$/);
  });

  it('reports only B for a pack that names no category, and every short group', () => {
    const pack = tinyPack(
      [
        [1, 'rules'],
        [2, 'first_aid'],
      ],
      [
        { theme: 1, count: 7 },
        { theme: 2, count: 2 },
      ],
    );
    const report = packCoverage(pack);
    expect(report).toHaveLength(1);
    expect(formatCoverage(report[0]!)).toBe(
      'Категорія B: правила 7, безпека 0, будова 0, домедична 2 — повного іспиту немає ' +
        '(бракує: правила 3, безпека 4, будова 4)',
    );
  });

  it('words the import warning by the number of learners', () => {
    const [d] = categoryCoverage(TINY, ['D']);
    expect(formatLearnersWithoutExam(12, d!)).toBe(
      'Увага: 12 учнів готуються до категорії D, а повного іспиту для неї в пакеті немає (бракує: будова 4)',
    );
    expect(formatLearnersWithoutExam(1, d!)).toMatch(/^Увага: 1 учень готується до категорії D,/);
    expect(formatLearnersWithoutExam(23, d!)).toMatch(/^Увага: 23 учні готуються/);
    expect(formatLearnersWithoutExam(111, d!)).toMatch(/^Увага: 111 учнів готуються/);
    expect(formatLearnersWithoutExam(14, d!)).toMatch(/^Увага: 14 учнів готуються/);
  });

  it('gives the demo pack a full exam for A, A1, B, B1, BE, C, C1, CE, C1E and none for D and T', async () => {
    const { pack, errorCount } = await validatePack(DEMO);
    expect(errorCount).toBe(0);
    const report = packCoverage(pack);
    const full = report.filter((c) => c.fullExam).flatMap((c) => c.alike);
    expect(full).toEqual(['A', 'A1', 'B', 'B1', 'C', 'C1', 'BE', 'C1E', 'CE']);
    expect(report.filter((c) => !c.fullExam)).toEqual([
      expect.objectContaining({ alike: ['D', 'D1', 'D1E', 'DE', 'T'], missing: { vehicle: 4 } }),
    ]);
    for (const c of categoryCoverage(pack, ['D', 'T'])) {
      expect(c, c.category).toMatchObject({ fullExam: false, missing: { vehicle: 4 } });
      expect(c.questions.vehicle).toBe(0);
    }
    for (const c of report.filter((r) => r.fullExam)) expect(c.questions.vehicle, c.category).toBe(20);
  });

  it('has the whole demo pack in English: every category with a full exam has it in English too', async () => {
    const { pack } = await validatePack(DEMO);
    for (const c of packCoverage(pack)) {
      expect(c.english, c.category).toEqual(c.questions);
      expect(c.fullExamInEnglish, c.category).toBe(c.fullExam);
    }
    for (const q of pack.questions) expect(q.en?.text, `question ${q.id}`).toBeTruthy();
    for (const t of pack.themes) expect(t.en?.title, `theme ${t.id}`).toBeTruthy();
    expect(pack.pages?.about.en?.title).toBeTruthy();
    expect(pack.freePremium?.en?.title).toBeTruthy();
    for (const theory of pack.theories ?? []) {
      expect(theory.en?.name).toBeTruthy();
      for (const theme of theory.themes) for (const block of theme.blocks) expect(block.en?.content).toBeTruthy();
    }
  });
});
