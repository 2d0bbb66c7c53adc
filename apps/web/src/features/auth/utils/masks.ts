import { formatGroupCode, normaliseGroupCode, normalisePhone, PHONE_PATTERN } from '@pdr/contract/accounts';
import { PHONE_FULL_LENGTH } from '@pdr/contract/constants';

/*
 * Input masks (imask syntax: 0 is any digit, a backslash before 0 makes it a literal zero, {…} a part kept in the value).
 * Sign-in and recovery: +38 (0XX) 00 00 000. Registration: the number starts with +380. The group code's mask
 * lives beside its input (components/form/group-code-input.tsx).
 */
export const LOGIN_PHONE_MASK = '+{38} ({\\0}00) 00 00 000';
export const LOGIN_PHONE_PLACEHOLDER = '+38 (0XX) 00 00 000';
export const REGISTER_PHONE_MASK = '+{38\\0} (00) 000 00 00';
export const REGISTER_PHONE_PLACEHOLDER = '+380 (XX) XXX XX XX';

/** Spec section 5: the full number has 13 characters once the mask's spaces and brackets are gone. */
export function isCompletePhone(masked: string): boolean {
  const phone = normalisePhone(masked.trim());
  return phone.length === PHONE_FULL_LENGTH && PHONE_PATTERN.test(phone);
}

export function phoneForRequest(masked: string): string {
  return normalisePhone(masked.trim());
}

/** A code from a link or QR code (`123/45/678`, `123 45 678`) as the field shows it: 3-2-3. */
export function codeFromParam(raw: string): string {
  return formatGroupCode(normaliseGroupCode(raw.replace(/\//g, '')));
}

/** An empty field, or one that holds only the mask's spaces, is not checked. */
export function hasGroupCode(value: string): boolean {
  return normaliseGroupCode(value).length > 0;
}
