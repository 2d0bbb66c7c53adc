import type { PupilRow } from '@pdr/contract/teacher';
import { KYIV_TIME_ZONE } from '../../lib/kyiv-day.ts';

/**
 * The group's table as CSV for Excel in a Ukrainian locale (docs/decisions/082-teacher-csv-for-excel.md): UTF-8 with
 * a byte-order mark (without it Excel reads the bytes as Windows-1251 and the Cyrillic turns to mojibake), `;`
 * between fields (the list separator of uk-UA, where `,` is the decimal mark), CRLF line ends.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

export const CSV_HEADER = [
  'Прізвище',
  "Ім'я",
  'Категорія',
  'Преміум до',
  'Теми пройдено',
  'Усього тем',
  'Прогрес (%)',
  'Заліків складено',
  'Іспитів за 30 днів',
  'Іспитів складено за 30 днів',
  'Готовність до іспиту (%)',
  'Остання активність',
] as const;

const kyivDate = new Intl.DateTimeFormat('uk-UA', {
  timeZone: KYIV_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function date(value: string | null): string {
  return value === null ? '' : kyivDate.format(new Date(value));
}

/**
 * Quotes a field when it holds the separator, a quote or a line break; a name a pupil typed that starts like a
 * formula (= + - @) gets a leading apostrophe, so that opening the file never runs anything.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function pupilsCsv(rows: readonly PupilRow[]): string {
  const lines = [CSV_HEADER.map(csvField).join(CSV_SEPARATOR)];
  for (const r of rows) {
    lines.push(
      [
        r.last_name,
        r.first_name,
        r.active_category,
        date(r.premium_until),
        r.themes_done,
        r.themes_total,
        r.progress,
        r.credits_passed,
        r.exams_taken_30d,
        r.exams_passed_30d,
        r.readiness.percent ?? '',
        date(r.last_activity),
      ]
        .map(csvField)
        .join(CSV_SEPARATOR),
    );
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
