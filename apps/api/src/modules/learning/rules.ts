import { BLOCK_SIZE, CREDIT_MODAL_PASS_PERCENT, creditTestPassed } from '@pdr/contract/constants';
import type { BlockStatus, ProgressCar } from '@pdr/contract/learning';
import { scorePercent } from '../study/scoring.ts';

/** The learning rules of spec sections 1, 4 and 9 as plain functions: data in, data out. */

export interface BlockResult {
  errors: number;
  success: number;
}

/** A theme's questions in their order, cut into blocks of 20 (the last may be shorter). */
export function splitIntoBlocks<T>(items: readonly T[], size: number = BLOCK_SIZE): T[][] {
  const blocks: T[][] = [];
  for (let i = 0; i < items.length; i += size) blocks.push(items.slice(i, i + size));
  return blocks;
}

export function blockCount(questionCount: number, size: number = BLOCK_SIZE): number {
  return Math.ceil(questionCount / size);
}

/**
 * done: latest attempt without errors; error: latest attempt with errors; current: the first block not yet
 * attempted; locked: any later block not yet attempted.
 */
export function blockStatuses(count: number, results: ReadonlyMap<number, BlockResult>): BlockStatus[] {
  const statuses: BlockStatus[] = [];
  let currentGiven = false;
  for (let idx = 0; idx < count; idx++) {
    const result = results.get(idx);
    if (result && result.errors > 0) statuses.push('error');
    else if (result && result.success > 0) statuses.push('done');
    else if (!currentGiven) {
      statuses.push('current');
      currentGiven = true;
    } else statuses.push('locked');
  }
  return statuses;
}

export { themeProgress } from '@pdr/contract/theme-figures';

export function allBlocksDone(statuses: readonly BlockStatus[]): boolean {
  return statuses.length > 0 && statuses.every((s) => s === 'done');
}

/** progress_car: the best credit-test score with the mistakes of that attempt; a tie keeps fewer mistakes. */
export function bestProgressCar(attempts: readonly { correct: number; total: number }[]): ProgressCar {
  let best: ProgressCar = { progress: 0, error: 0 };
  let seen = false;
  for (const a of attempts) {
    const car = { progress: scorePercent(a.correct, a.total), error: a.total - a.correct };
    if (!seen || car.progress > best.progress || (car.progress === best.progress && car.error < best.error)) {
      best = car;
      seen = true;
    }
  }
  return best;
}

/**
 * A credit-test percent (from `scorePercent`, rounded down) at the 50% mark; the car's colour changes at the same
 * mark. Rounded down, `percent >= 50` holds exactly when the counts do (`creditTestPassed`).
 */
export function creditPassed(percent: number): boolean {
  return percent >= CREDIT_MODAL_PASS_PERCENT;
}

export interface ThemeInfo {
  number: number;
  title: string;
  free: boolean;
}

/**
 * Themes that are open regardless of the others: theme 1, and the free road-signs and road-markings themes. The
 * content schema has no attribute for them, so they are known by being free and by their title.
 */
export function isStandaloneTheme(theme: ThemeInfo): boolean {
  if (theme.number === 1) return true;
  return theme.free && /знак|розмітк/i.test(theme.title);
}

/** A theme is blocked when the learner lacks Premium for it. */
export function isBlocked(theme: { free: boolean }, premium: boolean): boolean {
  return !theme.free && !premium;
}

/** disabled while the previous theme (by number) has no credit test of 50% or more. */
export function isDisabled(theme: ThemeInfo, previousCar: ProgressCar | null): boolean {
  if (isStandaloneTheme(theme) || previousCar === null) return false;
  return !creditPassed(previousCar.progress);
}

/** Pass marks: credit test 50% of its questions on the counts (decision 142), lesson and retest all correct. */
export function resultPassed(
  type: 'theme' | 'retest' | 'all_theme',
  correct: number,
  total: number,
): boolean {
  if (type === 'all_theme') return creditTestPassed(correct, total);
  return total > 0 && correct === total;
}

export function formatTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export interface TotalProgressInput {
  themes: { statuses: BlockStatus[]; car: ProgressCar }[];
  examsPassed: number;
  questionCount: number;
  latestCorrect: number;
  latestWrong: number;
}

/**
 * Total progress: theme = themes completed (all blocks done and a credit test of 50%+), progress = share of done
 * blocks across all themes, exam_pass = exams passed, total = questions in all themes, success/error = questions
 * whose latest answer is right/wrong.
 */
export function totalProgress(input: TotalProgressInput) {
  let blocks = 0;
  let done = 0;
  let completed = 0;
  for (const t of input.themes) {
    blocks += t.statuses.length;
    done += t.statuses.filter((s) => s === 'done').length;
    if (allBlocksDone(t.statuses) && creditPassed(t.car.progress)) completed++;
  }
  return {
    theme: completed,
    progress: blocks === 0 ? 0 : Math.round((done / blocks) * 100),
    exam_pass: input.examsPassed,
    total: input.questionCount,
    success: input.latestCorrect,
    error: input.latestWrong,
  };
}
