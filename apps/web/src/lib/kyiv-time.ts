/**
 * The trainer's dates and times are Kyiv's: the server counts days by Kyiv's calendar (once-a-day limits, daily
 * figures), so every date and time on screen is shown in Kyiv's zone, whatever the device is set to.
 */
export const KYIV_ZONE = 'Europe/Kyiv';

/** A Ukrainian date or time format in Kyiv's zone. */
export function kyivFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('uk-UA', { ...options, timeZone: KYIV_ZONE });
}

const clockIn = (zone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** Whether this device's clock reads another time than Kyiv's (a learner abroad, or a device set to another zone). */
export function deviceZoneDiffers(at = new Date()): boolean {
  return clockIn(KYIV_ZONE).format(at) !== clockIn(undefined).format(at);
}

/** Said beside times where the device's zone differs from Kyiv's. */
export const KYIV_TIME_NOTE = 'Час — київський.';

const dayParts = kyivFormat({ year: 'numeric', month: 'numeric', day: 'numeric' });

/** The Kyiv calendar day of an instant, as a count of days (for "сьогодні", "вчора", "5 днів тому"). */
export function kyivDayNumber(at: Date): number {
  const parts = dayParts.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000;
}
