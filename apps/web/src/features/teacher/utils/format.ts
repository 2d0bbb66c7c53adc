import '../i18n.ts';
import type { PupilRow } from '@pdr/contract/teacher';

import { intlLocale, kyivDayNumber, kyivFormat } from '@/lib/kyiv-time.ts';
import { i18n } from '@/lib/i18n.ts';

/** Dates and labels of the teacher's screens, in the interface's language at the moment they are read. */

const dateFormat = kyivFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dayTimeFormat = kyivFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(iso: string | null): string {
  return iso === null ? '—' : dateFormat.format(new Date(iso));
}

export function formatDayTime(iso: string): string {
  return dayTimeFormat.format(new Date(iso));
}

/** "сьогодні", "вчора", "5 днів тому", by Kyiv's calendar days. */
export function formatLastActivity(iso: string | null, now = new Date()): string {
  if (iso === null) return i18n._('teacher.noActivity');
  const days = kyivDayNumber(now) - kyivDayNumber(new Date(iso));
  if (days > 60) return formatDate(iso);
  return new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' }).format(-days, 'day');
}

export function readinessLabel(r: PupilRow['readiness']): string {
  if (r.percent !== null) return `${r.percent}%`;
  return r.exams === 0 ? i18n._('teacher.noExams') : i18n._('teacher.examsOfThree', { count: r.exams });
}

export function fullName(p: Pick<PupilRow, 'first_name' | 'last_name'>): string {
  return `${p.last_name} ${p.first_name}`;
}
