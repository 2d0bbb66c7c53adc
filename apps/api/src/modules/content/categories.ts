import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_CATEGORY, categoryCodeSchema, type CategoryCode } from '@pdr/contract/catalog';
import type { ExamGroup } from '@pdr/contract/content-pack';
import type { ContentSnapshot, ThemeRow } from '../../plugins/content-cache.ts';
import { EXAM_GROUPS, EXAM_MIX } from './exam-mix.ts';

/**
 * The one rule of licence categories (decision 128): which themes and questions a learner's active category sees.
 * A theme or question applies to the categories it names, or to every category when it names none. Learning,
 * the exam, repetition, the teacher's views, the console's counts and `content validate` all read the content
 * through `forCategory`, never filtering on their own.
 */

export function appliesTo(categories: readonly string[], category: string): boolean {
  return categories.length === 0 || categories.includes(category);
}

/** The learner's active category as a known code: an account row holds it as text. */
export function activeCategoryOf(user: { activeCategory: string }): CategoryCode {
  const parsed = categoryCodeSchema.safeParse(user.activeCategory);
  return parsed.success ? parsed.data : DEFAULT_CATEGORY;
}

export type ExamPool = Record<ExamGroup, number[]>;

/** The content as one category sees it; `questions` and `answers` still hold everything, for lookups by id. */
export interface CategoryContent extends ContentSnapshot {
  category: CategoryCode;
  /** The category's themes (common ones and its own) with their question counts as this category sees them. */
  themes: readonly ThemeRow[];
  /** The category's question ids of each of its themes, in order. */
  questionIds: ReadonlyMap<number, readonly number[]>;
  /**
   * Per theme, the key of the learner's block results: '' when this category sees every question of the theme
   * (its blocks are the same for every such category, so progress is shared), else the category itself.
   */
  progressKeys: ReadonlyMap<number, string>;
  /** Every question id this category sees. */
  visible: ReadonlySet<number>;
  /** The exam bank of this category by exam group: its questions that have a right answer. */
  examPool: ExamPool;
  /** A full exam (each group's quota of the official mix) can be drawn for this category. */
  fullExam: boolean;
}

const views = new WeakMap<ContentSnapshot, Map<string, CategoryContent>>();

/** The snapshot as `category` sees it, built once per snapshot and category. */
export function forCategory(content: ContentSnapshot, category: CategoryCode): CategoryContent {
  let byCategory = views.get(content);
  if (!byCategory) {
    byCategory = new Map();
    views.set(content, byCategory);
  }
  let view = byCategory.get(category);
  if (!view) {
    view = build(content, category);
    byCategory.set(category, view);
  }
  return view;
}

function build(content: ContentSnapshot, category: CategoryCode): CategoryContent {
  const themes: ThemeRow[] = [];
  const questionIds = new Map<number, readonly number[]>();
  const progressKeys = new Map<number, string>();
  const visible = new Set<number>();
  const examPool = Object.fromEntries(EXAM_GROUPS.map((g) => [g, [] as number[]])) as ExamPool;
  for (const theme of content.themes) {
    if (!appliesTo(theme.categories, category)) continue;
    const all = content.questionIds.get(theme.id) ?? [];
    const own = all.filter((id) => appliesTo(content.questions.get(id)?.categories ?? [], category));
    // A theme whose every question is another category's is not this category's theme.
    if (all.length > 0 && own.length === 0) continue;
    themes.push(own.length === all.length ? theme : { ...theme, questionCount: own.length });
    questionIds.set(theme.id, own);
    progressKeys.set(theme.id, own.length === all.length ? '' : category);
    for (const id of own) {
      visible.add(id);
      if (content.questions.get(id)?.answers.some((a) => a.correct)) examPool[theme.examGroup].push(id);
    }
  }
  const fullExam = EXAM_GROUPS.every((g) => examPool[g].length >= EXAM_MIX[g]);
  return { ...content, category, themes, questionIds, progressKeys, visible, examPool, fullExam };
}

/**
 * The progress key of a theme for a test taken in `category` (null: before categories, when every learner saw
 * every question): results taken under another key are another category's blocks and credit scores.
 */
export function progressKeyOf(content: ContentSnapshot, themeId: number, category: string | null): string {
  if (category === null) return '';
  const parsed = categoryCodeSchema.safeParse(category);
  if (!parsed.success) return category;
  return forCategory(content, parsed.data).progressKeys.get(themeId) ?? parsed.data;
}

/**
 * The same rule in SQL, for the reads that pick or count a learner's questions in the database (the due review,
 * the theme strengths): `q` and `t` are the aliases of the question's and its theme's rows.
 */
export function visibleSql(q: string, t: string, category: SQLWrapper): SQL {
  return visibleByColumnsSql(sql.raw(`${q}.categories`), sql.raw(`${t}.categories`), category);
}

/** The same rule over two columns holding the question's and its theme's categories (the search documents'). */
export function visibleByColumnsSql(question: SQLWrapper, theme: SQLWrapper, category: SQLWrapper): SQL {
  return sql`${appliesSql(question, category)} and ${appliesSql(theme, category)}`;
}

/**
 * A row's `categories` (empty: every category) take in `category`. Not exported: a question counts for a category
 * only when its theme does too, so callers take both through `visibleSql`. Written `= '{}'`, not `cardinality(…) = 0`:
 * the planner has statistics for a column's values, none for a function of it. It took the cardinality test to
 * keep 2 questions of 30 (29 do) and probed the learner's card for every question instead of joining the two
 * lists: total progress read 2,202 buffers, 75 now (decision 152).
 */
function appliesSql(categories: SQLWrapper, category: SQLWrapper): SQL {
  return sql`(${categories} = '{}' or ${category} = any(${categories}))`;
}

/** The learner's active category as a scalar subquery over their id. */
export function activeCategorySql(userId: SQLWrapper): SQL {
  return sql`(select ac.active_category from users ac where ac.id = ${userId})`;
}
