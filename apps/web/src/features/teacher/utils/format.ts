import type { PupilRow } from '@pdr/contract/teacher';

import { kyivDayNumber, kyivFormat } from '@/lib/kyiv-time.ts';
import { NOUNS, word } from '@/lib/plural.ts';

/** Dates and labels of the teacher's screens, in Ukrainian. */

const dateFormat = kyivFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dayTimeFormat = kyivFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const relative = new Intl.RelativeTimeFormat('uk', { numeric: 'auto' });

export function formatDate(iso: string | null): string {
  return iso === null ? '—' : dateFormat.format(new Date(iso));
}

export function formatDayTime(iso: string): string {
  return dayTimeFormat.format(new Date(iso));
}

/** "сьогодні", "вчора", "5 днів тому", by Kyiv's calendar days. */
export function formatLastActivity(iso: string | null, now = new Date()): string {
  if (iso === null) return 'ще немає';
  const days = kyivDayNumber(now) - kyivDayNumber(new Date(iso));
  if (days > 60) return formatDate(iso);
  return relative.format(-days, 'day');
}

export function readinessLabel(r: PupilRow['readiness']): string {
  if (r.percent !== null) return `${r.percent}%`;
  return r.exams === 0 ? 'немає іспитів' : `${r.exams} з 3 іспитів`;
}

export function fullName(p: Pick<PupilRow, 'first_name' | 'last_name'>): string {
  return `${p.last_name} ${p.first_name}`;
}

/** "1 учень", "3 учні", "5 учнів". */
export function pupilsWord(count: number): string {
  return word(count, NOUNS.pupil);
}
