import type { BlockStatus, ProgressCar, TestType } from '@pdr/contract/learning';
import type { CategoryContent } from '../content/categories.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type * as repo from '../study/repository.ts';
import { allBlocksDone, type BlockResult } from './rules.ts';

/** What the learner may open: the same rules the map shows, enforced by the server on every read and result. */

export const MESSAGES = {
  themeNotFound: 'Тему не знайдено',
  premiumTheme: 'Ця тема доступна з тарифом Преміум',
  disabledTheme: 'Спершу складіть залік попередньої теми (не менше 50%)',
  blockNotFound: 'Не вдалося підгрузити блок',
  noRetest: 'Не вдалося підгрузити питання',
  creditNotReady: 'Залік відкриється, коли всі блоки теми будуть пройдені',
  blockLocked: 'Цей блок відкриється, коли ви пройдете попередні блоки теми',
  retestNotOpen: 'Повторне проходження відкривається для блоку з помилками',
  creditDaily:
    'На безкоштовному тарифі залік з теми можна складати один раз на день. Спробуйте завтра або оформіть Преміум',
  noSession: 'Незавершеного тесту немає',
  resultRace: 'Результат не записано: тест змінився під час запиту. Спробуйте ще раз',
} as const;

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
  if (!state) throw notFound(MESSAGES.themeNotFound);
  if (state.blocked) throw forbidden(MESSAGES.premiumTheme);
  if (needOpen && state.disabled) throw forbidden(MESSAGES.disabledTheme);
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
  throw forbidden(status === 'locked' ? MESSAGES.blockLocked : MESSAGES.retestNotOpen);
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
  if (test.type === 'all_theme' && !creditOpen(state)) throw forbidden(MESSAGES.creditNotReady);
  return state;
}
