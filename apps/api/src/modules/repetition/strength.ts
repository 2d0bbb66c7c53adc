import type { RepeatType } from '@pdr/contract/repetition';

/** decisions.md: a theme is weak below 60% right answers, medium from 60% to 89%, strong from 90%. */
export const MEDIUM_FROM_PERCENT = 60;
export const STRONG_FROM_PERCENT = 90;

/** The share of right answers in whole percent, rounded down so that 89.9% is not called strong. */
export function strengthPercent(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.floor((correct * 100) / answered);
}

/**
 * The strength of a theme from the latest answer to each of its questions the learner answered; null when nothing
 * was answered, because such a theme is not listed at all.
 */
export function themeStrength(correct: number, answered: number): RepeatType | null {
  if (answered <= 0) return null;
  const percent = strengthPercent(correct, answered);
  if (percent >= STRONG_FROM_PERCENT) return 'strong';
  if (percent >= MEDIUM_FROM_PERCENT) return 'medium';
  return 'low';
}
