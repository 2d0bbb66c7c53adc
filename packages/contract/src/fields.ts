import { z } from 'zod';
import { localized } from './language.ts';

/**
 * Building blocks for every request schema: numbers bounded to the PostgreSQL column they end up in, and text
 * without control characters. A value a column cannot hold is refused here with a Ukrainian field error, so that
 * it never reaches the database as a 500.
 */

/** PostgreSQL integer (int4). */
export const INT4_MAX = 2_147_483_647;
/** PostgreSQL smallint (int2). */
export const INT2_MAX = 32_767;

export const fieldMessages = localized({
  uk: {
    notInteger: 'Має бути цілим числом',
    tooSmall: (min: number) => `Має бути не менше ${min}`,
    tooLarge: (max: number) => `Має бути не більше ${max}`,
    controlChars: 'Текст містить недопустимі символи',
  },
  en: {
    notInteger: 'Must be a whole number',
    tooSmall: (min: number) => `Must be at least ${min}`,
    tooLarge: (max: number) => `Must be at most ${max}`,
    controlChars: 'The text contains characters that are not allowed',
  },
});

function bounded(min: number, max: number) {
  return z
    .number({ error: () => fieldMessages.notInteger })
    .int({ error: () => fieldMessages.notInteger })
    .min(min, { error: () => fieldMessages.tooSmall(min) })
    .max(max, { error: () => fieldMessages.tooLarge(max) });
}

/** A row id (serial / integer primary key): 1..2^31-1. */
export const idSchema = () => bounded(1, INT4_MAX);
/** An id in a path or query string. */
export const idParamSchema = () =>
  z.coerce.number({ error: () => fieldMessages.notInteger }).pipe(idSchema());
/** A count, seconds or another non-negative int4 value. */
export const int4Schema = (min = 0, max = INT4_MAX) => bounded(min, max);
/** A value stored in a smallint column. */
export const int2Schema = (min = 0, max = INT2_MAX) => bounded(min, max);
/** A smallint id that may arrive as a string (form values, query strings). */
export const int2ParamSchema = (min = 1, max = INT2_MAX) =>
  z.coerce.number({ error: () => fieldMessages.notInteger }).pipe(int2Schema(min, max));

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls. NUL is the one PostgreSQL refuses
// outright; the others have no business in a name or a message either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, for one-line fields: no line breaks or tabs either
const CONTROL_CHARS_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARS : CONTROL_CHARS_ONE_LINE).test(value);
}

/** A one-line text field: trimmed, refused when it carries control characters. */
export const lineText = () =>
  z
    .string()
    .trim()
    .refine((v) => !hasControlChars(v), { error: () => fieldMessages.controlChars });

/** A multi-line text field (a message): line breaks and tabs allowed, other control characters refused. */
export const multilineText = () =>
  z
    .string()
    .trim()
    .refine((v) => !hasControlChars(v, true), { error: () => fieldMessages.controlChars });
