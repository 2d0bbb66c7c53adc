import { formatGroupCode, normaliseGroupCode } from '@pdr/contract/accounts';
import { PHONE_FULL_LENGTH } from '@pdr/contract/constants';
import { normalisePhone, PHONE_PATTERN } from '@pdr/contract/phone';

/* The masks themselves live beside their inputs: components/form/phone-field.tsx and group-code-input.tsx. */

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
