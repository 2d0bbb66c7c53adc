import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import {
  LOGIN_PHONE_MASK,
  LOGIN_PHONE_PLACEHOLDER,
  REGISTER_PHONE_MASK,
  REGISTER_PHONE_PLACEHOLDER,
} from '../utils/masks.ts';
import { Field } from '@/components/form/field.tsx';
import { MaskedInput } from '@/components/form/masked-input.tsx';

const MASKS = {
  login: { mask: LOGIN_PHONE_MASK, placeholder: LOGIN_PHONE_PLACEHOLDER },
  register: { mask: REGISTER_PHONE_MASK, placeholder: REGISTER_PHONE_PLACEHOLDER },
} as const;

interface PhoneFieldProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** Sign-in and recovery take +38 (0XX) …; registration's number starts with +380. */
  mask: keyof typeof MASKS;
  error?: string | undefined;
  className?: string;
  /** Called after each change of the value (after the form has it). */
  onEdit?: () => void;
  /** Also given the input element, for a form that reads what the browser filled in. */
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** The 'Номер телефону' field of the sign-in, registration and recovery forms, with its input mask. */
export function PhoneField<T extends FieldValues>({
  id,
  control,
  name,
  mask,
  error,
  className,
  onEdit,
  inputRef,
}: PhoneFieldProps<T>) {
  return (
    <Field id={id} label="Номер телефону" error={error} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MaskedInput
            id={id}
            name="phone"
            mask={MASKS[mask].mask}
            placeholder={MASKS[mask].placeholder}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onEdit?.();
            }}
            onBlur={field.onBlur}
            autoComplete="tel"
            error={error}
            inputRef={(el) => {
              inputRef?.(el);
              field.ref(el);
            }}
          />
        )}
      />
    </Field>
  );
}
