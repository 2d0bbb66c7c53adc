import { CATEGORY_CODES, DEFAULT_CATEGORY, type CategoryCode } from '@pdr/contract/catalog';
import type { ExamGroup } from '@pdr/contract/content-pack';
import { englishView, type ContentSnapshot, type QuestionWithAnswers } from '../../plugins/content-cache.ts';
import { EXAM_GROUPS, EXAM_MIX } from './exam-mix.ts';
import { forCategory } from './categories.ts';
import type { LoadedPack } from './validate.ts';

/**
 * What a content pack gives each licence category for the exam: its questions per exam group and whether a full
 * exam (the official mix, EXAM_MIX) can be drawn. Read through `forCategory`, the one rule of categories, over the
 * content the pack would leave in the database, so `validate` and `import` say what learners will get.
 */

export interface CategoryCoverage {
  category: CategoryCode;
  /**
   * The categories the figures stand for, `category` first: itself, or for the categories a pack does not name,
   * all of them (each sees the same content: what is common to every category).
   */
  alike: CategoryCode[];
  /** The category's exam bank by group: the questions it sees that have a right answer. */
  questions: Record<ExamGroup, number>;
  fullExam: boolean;
  /** Of the exam bank, the questions whose every text has its English (decision 171). */
  english: Record<ExamGroup, number>;
  /** Whether the exam can be drawn with every question in English. */
  fullExamInEnglish: boolean;
  /** The groups short of their quota of the official mix, with how many questions each lacks. */
  missing: Partial<Record<ExamGroup, number>>;
}

export const EXAM_GROUP_LABELS: Readonly<Record<ExamGroup, string>> = {
  rules: 'правила',
  safety: 'безпека',
  vehicle: 'будова',
  first_aid: 'домедична',
};

/** The pack as the content snapshot an import of it leaves: themes by number, questions by position. */
export function packSnapshot(pack: LoadedPack): ContentSnapshot {
  const questions = new Map<number, QuestionWithAnswers>();
  const english = new Map<number, QuestionWithAnswers>();
  const answers = new Map<number, { id: number; questionId: number; correct: boolean }>();
  const questionIds = new Map<number, number[]>();
  const ordered = [...pack.questions].sort((a, b) => a.theme_id - b.theme_id || a.position - b.position || a.id - b.id);
  for (const q of ordered) {
    questions.set(q.id, {
      id: q.id,
      themeId: q.theme_id,
      text: q.text,
      image: q.image ?? null,
      imageAlt: q.image_alt ?? null,
      notes: q.notes,
      videoUrl: q.video_url ?? null,
      categories: q.categories ?? [],
      answers: q.answers.map((a) => ({ id: a.id, text: a.text, correct: a.correct })),
    });
    english.set(
      q.id,
      englishView(questions.get(q.id)!, {
        textEn: q.en?.text ?? null,
        notesEn: q.en?.notes ?? null,
        imageAltEn: q.en?.image_alt ?? null,
        answersEn: q.answers.map((a) => a.en?.text ?? null),
      }),
    );
    for (const a of q.answers) answers.set(a.id, { id: a.id, questionId: q.id, correct: a.correct });
    const ids = questionIds.get(q.theme_id);
    if (ids) ids.push(q.id);
    else questionIds.set(q.theme_id, [q.id]);
  }
  const themes = [...pack.themes]
    .sort((a, b) => a.number - b.number || a.id - b.id)
    .map((t) => ({
      id: t.id,
      number: t.number,
      title: t.title,
      titleEn: t.en?.title ?? null,
      free: t.free,
      examGroup: t.group,
      categories: t.categories ?? [],
      questionCount: questionIds.get(t.id)?.length ?? 0,
    }));
  return { version: 0, themes, questionIds, questions, english, answers };
}

/** The categories a pack speaks of: every code named by a theme or a question, and the default B, in code order. */
export function packCategories(pack: LoadedPack): CategoryCode[] {
  const named = new Set<string>([DEFAULT_CATEGORY]);
  for (const item of [...pack.themes, ...pack.questions]) for (const code of item.categories ?? []) named.add(code);
  return CATEGORY_CODES.filter((code) => named.has(code));
}

/** The exam coverage of each of `categories` by the pack. */
export function categoryCoverage(pack: LoadedPack, categories: readonly CategoryCode[]): CategoryCoverage[] {
  const content = packSnapshot(pack);
  return categories.map((category) => coverageOf(content, category, [category]));
}

/**
 * The report of `validate`: each category the pack names and B (the default), then, when the pack names any, one
 * entry for all the categories it does not name (they see only the common content, all alike).
 */
export function packCoverage(pack: LoadedPack): CategoryCoverage[] {
  const content = packSnapshot(pack);
  const listed = packCategories(pack);
  const report = listed.map((category) => coverageOf(content, category, [category]));
  const unnamed = CATEGORY_CODES.filter((code) => !listed.includes(code));
  // A pack that names no category gives every category the same content: B's figures stand for all.
  const namesAny = [...pack.themes, ...pack.questions].some((item) => item.categories !== undefined);
  if (namesAny && unnamed[0]) report.push(coverageOf(content, unnamed[0], unnamed));
  return report;
}

function coverageOf(content: ContentSnapshot, category: CategoryCode, alike: CategoryCode[]): CategoryCoverage {
  const view = forCategory(content, category);
  const questions = {} as Record<ExamGroup, number>;
  const english = {} as Record<ExamGroup, number>;
  const missing: Partial<Record<ExamGroup, number>> = {};
  for (const group of EXAM_GROUPS) {
    questions[group] = view.examPool[group].length;
    english[group] = view.examPool[group].filter((id) => content.english.get(id)?.ukrainianOnly !== true).length;
    if (questions[group] < EXAM_MIX[group]) missing[group] = EXAM_MIX[group] - questions[group];
  }
  const fullExamInEnglish = EXAM_GROUPS.every((g) => english[g] >= EXAM_MIX[g]);
  return { category, alike, questions, fullExam: view.fullExam, english, fullExamInEnglish, missing };
}

/** `будова 4, домедична 2` */
export function formatMissing(coverage: CategoryCoverage): string {
  return EXAM_GROUPS.filter((g) => coverage.missing[g] !== undefined)
    .map((g) => `${EXAM_GROUP_LABELS[g]} ${coverage.missing[g]}`)
    .join(', ');
}

/** `Категорія C: правила 120, безпека 22, будова 0, домедична 20 — повного іспиту немає (бракує: будова 4)` */
export function formatCoverage(coverage: CategoryCoverage): string {
  const counts = EXAM_GROUPS.map((g) => `${EXAM_GROUP_LABELS[g]} ${coverage.questions[g]}`).join(', ');
  const verdict = coverage.fullExam
    ? 'повний іспит можна скласти'
    : `повного іспиту немає (бракує: ${formatMissing(coverage)})`;
  return `${titleOf(coverage, 'Категорія', 'Категорії')}: ${counts} — ${verdict}`;
}

/**
 * `  англійською: правила 120, безпека 22, будова 0, домедична 20 — повного іспиту англійською немає`: of the
 * category's exam bank, the questions with every text in English (decision 171).
 */
export function formatEnglishCoverage(coverage: CategoryCoverage): string {
  const counts = EXAM_GROUPS.map((g) => `${EXAM_GROUP_LABELS[g]} ${coverage.english[g]}`).join(', ');
  const verdict = coverage.fullExamInEnglish
    ? 'повний іспит англійською можна скласти'
    : 'повного іспиту англійською немає';
  return `  англійською: ${counts} — ${verdict}`;
}

/** The warning of validate for a category (or the unnamed categories) without a full exam. */
export function formatNoFullExam(coverage: CategoryCoverage): string {
  return (
    `увага: ${titleOf(coverage, 'категорія', 'категорії')}: повного іспиту з ${examSize()} питань немає ` +
    `(бракує: ${formatMissing(coverage)})`
  );
}

/** `Категорія B`; for the categories a pack does not name, `Категорії D, D1, T (у пакеті не названі)`. */
function titleOf(coverage: CategoryCoverage, one: string, many: string): string {
  return coverage.alike.length > 1
    ? `${many} ${coverage.alike.join(', ')} (у пакеті не названі)`
    : `${one} ${coverage.category}`;
}

/** The warning of import: learners whose active category the imported pack leaves without a full exam. */
export function formatLearnersWithoutExam(learners: number, coverage: CategoryCoverage): string {
  return (
    `Увага: ${learners} ${pupils(learners)} до категорії ${coverage.category}, ` +
    `а повного іспиту для неї в пакеті немає (бракує: ${formatMissing(coverage)})`
  );
}

function examSize(): number {
  return EXAM_GROUPS.reduce((n, g) => n + EXAM_MIX[g], 0);
}

/** `1 учень готується`, `3 учні готуються`, `12 учнів готуються` */
function pupils(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'учень готується';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'учні готуються';
  return 'учнів готуються';
}
