import { inLanguage } from '@pdr/contract/language';
import type { BlockStatus } from '@pdr/contract/learning';
import type { PupilRow, WeakTheme } from '@pdr/contract/teacher';
import { maskPhone } from '@pdr/contract/phone';
import type { ContentSnapshot, ThemeRow } from '../../plugins/content-cache.ts';
import { activeCategoryOf, forCategory, progressKeyOf, type CategoryContent } from '../content/categories.ts';
import {
  bestProgressCar,
  blockCount,
  blockStatuses,
  creditPassed,
  themeProgress,
  totalProgress,
  type BlockResult,
} from '../learning/rules.ts';
import { readiness } from '../exam/readiness.ts';
import { strengthPercent, themeStrength } from '../repetition/strength.ts';
import { examPassed } from '../exam/rules.ts';
import type { PupilFigures } from './repository.ts';

/** The cabinet's figures as plain functions over what the repository read: the same rules the learner sees. */

export interface PupilTheme {
  row: ThemeRow;
  blocksDone: number;
  blocksTotal: number;
  progress: number;
  /** Best credit-test percent, null before the first one. */
  credit: number | null;
  statuses: BlockStatus[];
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function byTheme<T extends readonly [number, ...unknown[]]>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row[0], [...(map.get(row[0]) ?? []), row]);
  return map;
}

/** The content as the pupil's active category sees it: the same themes and blocks the pupil's own map shows. */
export function pupilContent(f: PupilFigures, content: ContentSnapshot): CategoryContent {
  return forCategory(content, activeCategoryOf(f));
}

export function pupilThemes(f: PupilFigures, content: CategoryContent): PupilTheme[] {
  const blocks = byTheme(f.blocks);
  const credits = byTheme(f.credits);
  return content.themes.map((row) => {
    const key = content.progressKeys.get(row.id) ?? '';
    const results = new Map<number, BlockResult>(
      (blocks.get(row.id) ?? [])
        .filter((b) => b[4] === key)
        .map(([, idx, errors, success]) => [idx, { errors, success }]),
    );
    const statuses = blockStatuses(blockCount(row.questionCount), results);
    const tries = (credits.get(row.id) ?? [])
      .filter((c) => progressKeyOf(content, row.id, c[3]) === key)
      .map(([, correct, total]) => ({ correct, total }));
    return {
      row,
      blocksDone: statuses.filter((s) => s === 'done').length,
      blocksTotal: statuses.length,
      progress: themeProgress(statuses),
      credit: tries.length === 0 ? null : bestProgressCar(tries).progress,
      statuses,
    };
  });
}

export function pupilRow(f: PupilFigures, content: CategoryContent, now: Date): PupilRow {
  const states = pupilThemes(f, content);
  const total = totalProgress({
    themes: states.map((s) => ({ statuses: s.statuses, car: { progress: s.credit ?? 0, error: 0 } })),
    examsPassed: 0,
    questionCount: 0,
    latestCorrect: 0,
    latestWrong: 0,
  });
  const exams = f.exams.map(([questionCount, correct, mistakes]) => ({
    passed: examPassed({ questionCount, correct, mistakes }),
    groups: [],
  }));
  const ready = readiness(exams);
  const premiumUntil = f.premiumUntil === null ? null : new Date(f.premiumUntil);
  return {
    id: f.id,
    first_name: f.firstName,
    last_name: f.lastName,
    phone: maskPhone(f.phone),
    active_category: content.category,
    premium_until: premiumUntil && premiumUntil.getTime() > now.getTime() ? premiumUntil.toISOString() : null,
    themes_done: total.theme,
    themes_total: content.themes.length,
    progress: total.progress,
    credits_passed: states.filter((s) => s.credit !== null && creditPassed(s.credit)).length,
    exams_taken_30d: f.examCounts[0],
    exams_passed_30d: f.examCounts[1],
    readiness: { exams: ready.exams, percent: ready.percent },
    last_activity: iso(f.lastActivity),
  };
}

/**
 * The pupil's themes to repeat: low and medium by the learner's own repetition rule (decisions.md; the same
 * function, so the teacher never sees a strength the learner's /repetition does not); strong themes are left out.
 */
export function weakThemes(
  rows: readonly { themeId: number; answered: number; correct: number }[],
  themes: readonly ThemeRow[],
): WeakTheme[] {
  const byId = new Map(themes.map((t) => [t.id, t]));
  const weak: WeakTheme[] = [];
  for (const r of rows) {
    const theme = byId.get(r.themeId);
    if (!theme || r.answered === 0) continue;
    const strength = themeStrength(r.correct, r.answered);
    if (strength === null || strength === 'strong') continue;
    const percent = strengthPercent(r.correct, r.answered);
    weak.push({
      id: theme.id,
      number: theme.number,
      title: inLanguage(theme.title, theme.titleEn),
      answered: r.answered,
      correct: r.correct,
      percent,
      strength,
    });
  }
  return weak.sort((a, b) => a.percent - b.percent || b.answered - a.answered || a.number - b.number);
}
