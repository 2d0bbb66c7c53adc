import { LANGUAGES, currentLanguage, type Language } from '@pdr/contract/language';
import { teacherMessages as msg, type PupilRow } from '@pdr/contract/teacher';
import { KYIV_TIME_ZONE } from '../../lib/kyiv-day.ts';

/**
 * The group's table as CSV for Excel in a Ukrainian locale (docs/decisions/082-teacher-csv-for-excel.md): UTF-8 with
 * a byte-order mark (without it Excel reads the bytes as Windows-1251 and the Cyrillic turns to mojibake), `;`
 * between fields (the list separator of uk-UA, where `,` is the decimal mark), CRLF line ends. The headings and
 * dates follow the teacher's language (decision 170).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** The column headings in the teacher's language, read as the file is made. */
function csvHeader(): string[] {
  return [
    msg.csvLastName,
    msg.csvFirstName,
    msg.csvCategory,
    msg.csvPremiumUntil,
    msg.csvThemesDone,
    msg.csvThemesTotal,
    msg.csvProgress,
    msg.csvCreditsPassed,
    msg.csvExams30d,
    msg.csvExamsPassed30d,
    msg.csvReadiness,
    msg.csvLastActivity,
  ];
}

/** A Kyiv date as the teacher's language writes it: 03.12.2026, 12/03/2026. */
const kyivDates = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(language, {
      timeZone: KYIV_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

function date(value: string | null): string {
  return value === null ? '' : kyivDates[currentLanguage()].format(new Date(value));
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
  const lines = [csvHeader().map(csvField).join(CSV_SEPARATOR)];
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
