import type { LearningTheme, TotalProgress } from '@pdr/contract/learning';
import { PROGRESS_CAR_COLOUR_CHANGE_PERCENT } from '@pdr/contract/constants';

export type ThemeLook = 'locked' | 'disabled' | 'error' | 'complete' | 'open';

/** Card colour of spec section 2: locked, disabled, red with mistakes, gold when complete, else green. */
export function themeLook(theme: LearningTheme): ThemeLook {
  if (theme.blocked) return 'locked';
  if (theme.disabled) return 'disabled';
  if (theme.error > 0) return 'error';
  if (isThemeComplete(theme)) return 'complete';
  return 'open';
}

/** Every block done and a credit test of 50% or more. */
export function isThemeComplete(theme: LearningTheme): boolean {
  return theme.progress === 100 && theme.progress_car.progress >= PROGRESS_CAR_COLOUR_CHANGE_PERCENT;
}

export type RingColour = 'green' | 'yellow' | 'red' | 'grey';

/** Progress ring of spec section 4: green (nothing yet), yellow (all done; decision 143), red (mistakes), else grey. */
export function ringColour(total: Pick<TotalProgress, 'error' | 'progress'>): RingColour {
  // Everything done is gold even with old mistakes: a red ring at 100% reads as failure (decision 143).
  if (total.progress === 100) return 'yellow';
  if (total.error > 0) return 'red';
  if (total.progress === 0) return 'green';
  return 'grey';
}

/** The theme to show on the map: the remembered one if it can be opened, else the first unfinished open one. */
export function pickTheme(
  themes: LearningTheme[],
  remembered: number | undefined,
): LearningTheme | undefined {
  const open = (t: LearningTheme) => !t.blocked && !t.disabled;
  const stored = themes.find((t) => t.id === remembered);
  if (stored && open(stored)) return stored;
  return themes.find((t) => open(t) && !isThemeComplete(t)) ?? themes.find(open) ?? themes[0];
}
