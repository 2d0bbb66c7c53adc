import { learningMessages, type BlockStatus, type ProgressCar, type TestType } from '@pdr/contract/learning';
import type { CategoryContent } from '../content/categories.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type * as repo from '../study/repository.ts';
import { allBlocksDone, type BlockResult } from './rules.ts';

/** What the learner may open: the same rules the map shows, enforced by the server on every read and result. */

/** learningMessages under the name the test fixtures import it by. */
export const MESSAGES = learningMessages;

export interface ThemeState {
  row: repo.ThemeRow;
  results: Map<number, BlockResult & { wrongQuestionIds: number[] }>;
  /** The learner's credit-test scores in this theme. */
  credits: repo.UserCreditAttempt[];
  statuses: BlockStatus[];
  car: ProgressCar;
  blocked: boolean;
  disabled: boolean;
}

/** What a learning request reads: the learner's own rows and the content snapshot at least as new as them. */
export interface LearnerView {
  /** The content as the learner's category sees it. */
  content: CategoryContent;
  progress: repo.UserProgress;
  /** Every active theme with the learner's block statuses, credit score and access flags. */
  states: ThemeState[];
}

/**
 * The learner's state of one theme, refusing what they may not open: 404 for an unknown theme, 403 for a Premium
 * theme without Premium and (when `needOpen`) for a theme whose previous credit test is below 50%.
 */
export function themeState(view: LearnerView, themeId: number, needOpen: boolean): ThemeState {
  const state = view.states.find((s) => s.row.id === themeId);
  if (!state) throw notFound(learningMessages.themeNotFound);
  if (state.blocked) throw forbidden(learningMessages.premiumTheme);
  if (needOpen && state.disabled) throw forbidden(learningMessages.disabledTheme);
  return state;
}

/**
 * The map locks every block after the first unattempted one. A retest needs a block that was attempted; its
 * questions are the ones answered wrongly. The lesson and retest reads, the results and the offline copy all ask
 * this one rule.
 */
export function blockOpen(state: ThemeState, type: 'theme' | 'retest', idx: number): boolean {
  const status = state.statuses[idx];
  return status !== undefined && status !== 'locked' && !(type === 'retest' && status === 'current');
}

/** The star: a credit test opens once every block of the theme is done (the daily limit is the route's own). */
export function creditOpen(state: ThemeState): boolean {
  return allBlocksDone(state.statuses);
}

/** blockOpen as a refusal; an unknown block is let through as the caller's 404 or 422. */
export function assertBlockOpen(state: ThemeState, type: 'theme' | 'retest', idx: number): void {
  const status = state.statuses[idx];
  if (status === undefined || blockOpen(state, type, idx)) return;
  throw forbidden(status === 'locked' ? learningMessages.blockLocked : learningMessages.retestNotOpen);
}

/**
 * Everything the map shows as closed, checked against the learner's state of now: a Premium theme without
 * Premium, a disabled theme, a locked block, a credit test before every block is done.
 */
export function assertTestOpen(
  view: LearnerView,
  test: { type: TestType; themeId: number | null; blockIdx: number | null },
): ThemeState | null {
  if (test.themeId === null) return null;
  const state = themeState(view, test.themeId, true);
  if (test.type === 'theme' || test.type === 'retest') assertBlockOpen(state, test.type, test.blockIdx ?? 0);
  if (test.type === 'all_theme' && !creditOpen(state)) throw forbidden(learningMessages.creditNotReady);
  return state;
}
