/** Kyiv's calendar, where the learners are: the one place the API names its time zone. */
export const KYIV_TIME_ZONE = 'Europe/Kyiv';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: KYIV_TIME_ZONE,
  timeZoneName: 'longOffset',
});
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: KYIV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Kyiv's offset from UTC in minutes at an instant (+120 in winter, +180 in summer). */
export function kyivOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar day in Kyiv (YYYY-MM-DD): free-tariff limits reset at Kyiv midnight. */
export function kyivDay(now: Date): string {
  return dayFormat.format(now);
}

/**
 * The instant of Kyiv midnight `days` days after the start of the Kyiv day that holds `now` ('today' and
 * 'tomorrow' of the review counts).
 */
export function kyivMidnight(now: Date, days: number): Date {
  const [y, m, d] = dayFormat.format(now).split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d + days);
  // The offset at the guess is right except within hours of a clock change, which midnight never is in Kyiv.
  return new Date(utcMidnight - kyivOffsetMinutes(new Date(utcMidnight)) * 60_000);
}
