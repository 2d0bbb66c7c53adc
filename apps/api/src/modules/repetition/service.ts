import { inLanguage } from '@pdr/contract/language';
import {
  repetitionMessages,
  type RepeatCounts,
  type RepeatTheme,
  type RepeatType,
  type ReviewSummary,
} from '@pdr/contract/repetition';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { hasPremium } from '../premium/access.ts';
import { activeCategoryOf, forCategory } from '../content/categories.ts';
import * as repo from './repository.ts';
import { strengthPercent, themeStrength } from './strength.ts';

/** Repetition is Premium only, on the server as on the screen (decisions.md). */
export function assertPremium(user: AuthUser, now: Date): void {
  if (!hasPremium(user.premiumUntil, now)) throw forbidden(repetitionMessages.premium);
}

/** The learner's answered themes with their strength, in theme order (retired themes are not listed). */
async function ratedThemes(cache: ContentCache, user: AuthUser, read: repo.ThemeAnswersRow) {
  const { themes, version } = repo.toThemeAnswers(read);
  const content = forCategory(await cache.at(version), activeCategoryOf(user));
  const byId = new Map(themes.map((t) => [t.themeId, t]));
  return content.themes.flatMap((row) => {
    const answers = byId.get(row.id);
    const type = answers ? themeStrength(answers.correct, answers.answered) : null;
    if (!answers || !type) return [];
    const theme: RepeatTheme = {
      theme_id: row.id,
      number: row.number,
      title: inLanguage(row.title, row.titleEn),
      percent: strengthPercent(answers.correct, answers.answered),
      answered: answers.answered,
    };
    return [{ type, theme }];
  });
}

export async function repeatThemes(
  cache: ContentCache,
  user: AuthUser,
  read: repo.ThemeAnswersRow,
  type: RepeatType,
) {
  return (await ratedThemes(cache, user, read)).filter((t) => t.type === type).map((t) => t.theme);
}

export async function repeatCounts(
  cache: ContentCache,
  user: AuthUser,
  read: repo.ThemeAnswersRow,
): Promise<RepeatCounts> {
  const counts: RepeatCounts = { low: 0, medium: 0, strong: 0 };
  for (const { type } of await ratedThemes(cache, user, read)) counts[type] += 1;
  return counts;
}

/** From the card counts read with the session (session-reads.ts, Kyiv days as of the request). */
export function reviewSummary(read: repo.CardCountsRow): ReviewSummary {
  const c = repo.toCardCounts(read);
  return {
    due_today: c.dueToday,
    due_tomorrow: c.dueTomorrow,
    next_due_at: c.nextDueAt?.toISOString() ?? null,
    total: c.total,
  };
}
