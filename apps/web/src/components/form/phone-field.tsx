import { useLingui } from '@lingui/react';
import type { ClipboardEvent } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { formatPhone, isValidPhone, normalisePhone } from '@pdr/contract/phone';
import { Field } from './field.tsx';
import { MaskedInput } from './masked-input.tsx';
import './i18n.ts';

/*
 * One mask for every phone field, in the groups formatPhone shows a number in (decision 132). imask: 0 is any digit,
 * a backslash before 0 makes it a literal zero, {…} keeps the part in the value. The fixed +38 and 0 take the same
 * characters when they are typed, so +380…, 380…, 0… and the nine digits alone all land in their places.
 */
export const PHONE_MASK = '+{38} ({\\0}00) 000 00 00';
export const PHONE_PLACEHOLDER = '+38 (0XX) XXX XX XX';

/**
 * imask's `prepare`: a run of text that holds a whole number in any of its usual forms (a paste, an autofill, a
 * drop) goes into the mask as its nine subscriber digits, wherever the caret was; a typed key passes as it is.
 */
export function phoneChunk(chunk: string): string {
  if (chunk.length < 2) return chunk;
  const phone = normalisePhone(chunk);
  return isValidPhone(phone) ? phone.slice(4) : chunk;
}

/** A pasted whole number replaces the field, whatever was in it; anything else is left to the mask. */
export function pastedPhone(event: ClipboardEvent<HTMLInputElement>): string | null {
  const phone = normalisePhone(event.clipboardData.getData('text'));
  return isValidPhone(phone) ? formatPhone(phone) : null;
}

interface PhoneFieldProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  error?: string | undefined;
  className?: string;
  /** Called after each change of the value (after the form has it). */
  onEdit?: () => void;
  /** Also given the input element, for a form that reads what the browser filled in. */
  inputRef?: (el: HTMLInputElement | null) => void;
}

/**
 * The 'Номер телефону' field of every form (sign-in, registration, recovery, the contact form): its value is the
 * masked text, which normalisePhone brings to +380XXXXXXXXX.
 */
export function PhoneField<T extends FieldValues>({
  id,
  control,
  name,
  error,
  className,
  onEdit,
  inputRef,
}: PhoneFieldProps<T>) {
  const { _ } = useLingui();
  return (
    <Field id={id} label={_('form.phone')} error={error} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const change = (value: string) => {
            field.onChange(value);
            onEdit?.();
          };
          return (
            <MaskedInput
              id={id}
              name="phone"
              mask={PHONE_MASK}
              placeholder={PHONE_PLACEHOLDER}
              prepare={phoneChunk}
              onPaste={(event) => {
                const phone = pastedPhone(event);
                if (phone === null) return;
                event.preventDefault();
                change(phone);
              }}
              value={field.value}
              onChange={change}
              onBlur={field.onBlur}
              autoComplete="tel"
              error={error}
              inputRef={(el) => {
                inputRef?.(el);
                field.ref(el);
              }}
            />
          );
        }}
      />
    </Field>
  );
}
