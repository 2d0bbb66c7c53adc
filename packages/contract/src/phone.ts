/**
 * Ukrainian mobile numbers (decision 132): every common way of writing one is read, one form is stored
 * (+380XXXXXXXXX, decisions.md) and one form is shown, `+38 (0XX) XXX XX XX`, on every screen and in every input mask.
 * Without zod, so that any screen can show a phone without loading it.
 */

/** +380 and the nine digits of the subscriber, which never start with 0 (that 0 is the trunk prefix of 0XX). */
export const PHONE_PATTERN = /^\+380[1-9]\d{8}$/;

/** The nine digits after +380 of a number written in full, in any of its usual forms; null if it is not one. */
function subscriberDigits(digits: string): string | null {
  // +380 67 …, 380 67 …, a 0 written again after the country code (+380 067 …, a common slip), 8 067 … (the old
  // long-distance prefix), 067 …, or the nine digits alone.
  const match = /^(?:3800?|80|0)?([1-9]\d{8})$/.exec(digits);
  return match?.[1] ?? null;
}

/**
 * Brings a number as a person writes it (+380671234567, 380671234567, 0671234567, 671234567, with spaces, dashes,
 * brackets, `+38 (067) …`, `8 067 …`) to +380XXXXXXXXX. Anything else keeps its digits behind a plus (+38 unless
 * they start with 380), so that it fails isValidPhone rather than turning into another number.
 */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  const subscriber = subscriberDigits(digits);
  if (subscriber !== null) return `+380${subscriber}`;
  return digits.startsWith('380') ? `+${digits}` : `+38${digits}`;
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** The groups of a shown number: +38 (0XX) XXX XX XX. */
function grouped(subscriber: string, middle: string): string {
  return `+38 (0${subscriber.slice(0, 2)}) ${middle} ${subscriber.slice(7)}`;
}

/** Any form of a number -> `+38 (067) 123 45 67`, the one way phones are shown; text that is no number stays as it is. */
export function formatPhone(phone: string): string {
  const full = normalisePhone(phone);
  if (!isValidPhone(full)) return phone;
  const s = full.slice(4);
  return grouped(s, `${s.slice(2, 5)} ${s.slice(5, 7)}`);
}

/**
 * `+38 (067) *** ** 45`: the teacher's view of a pupil's number, grouped like formatPhone, with only the operator
 * code and the last two digits: enough to tell two pupils of one name apart, not to call them.
 */
export function maskPhone(phone: string): string {
  const full = normalisePhone(phone);
  if (!isValidPhone(full)) return '***';
  return grouped(full.slice(4), '*** **');
}
