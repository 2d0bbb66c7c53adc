/**
 * The trainer's dates and times are Kyiv's: the server counts days by Kyiv's calendar (once-a-day limits, daily
 * figures), so every date and time on screen is shown in Kyiv's zone, whatever the device is set to.
 */
import type { Language } from '@pdr/contract/language';
import { i18n } from './i18n.ts';

export const KYIV_ZONE = 'Europe/Kyiv';

/** The locale each language's dates and numbers are written in. */
export const INTL_LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-GB' };

/** The interface's language as Intl names it ('uk-UA' or 'en-GB'), read when called. */
export function intlLocale(): string {
  return i18n.locale === 'en' ? INTL_LOCALES.en : INTL_LOCALES.uk;
}

/** A date or time format in Kyiv's zone; what it formats or splits into parts. */
export type KyivFormat = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'>;

/**
 * A date or time format in Kyiv's zone, in the interface's language at the moment it formats (decision 170), so a
 * module may keep one made at load; `language` fixes it to one language.
 */
export function kyivFormat(options: Intl.DateTimeFormatOptions, language?: Language): KyivFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  const current = () => {
    const locale = language ? INTL_LOCALES[language] : intlLocale();
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: KYIV_ZONE });
      formats.set(locale, format);
    }
    return format;
  };
  return {
    format: (date) => current().format(date),
    formatToParts: (date) => current().formatToParts(date),
  };
}

const clockIn = (zone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** Whether this device's clock reads another time than Kyiv's (a learner abroad, or a device set to another zone). */
export function deviceZoneDiffers(at = new Date()): boolean {
  return clockIn(KYIV_ZONE).format(at) !== clockIn(undefined).format(at);
}

const dayParts = kyivFormat({ year: 'numeric', month: 'numeric', day: 'numeric' }, 'uk');

/** The Kyiv calendar day of an instant, as a count of days (for "сьогодні", "вчора", "5 днів тому"). */
export function kyivDayNumber(at: Date): number {
  const parts = dayParts.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000;
}
