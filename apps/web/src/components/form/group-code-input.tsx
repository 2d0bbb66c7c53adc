import type { Ref } from 'react';
import { MaskedInput } from './masked-input.tsx';

/* Spec section 5: a group code is typed in groups of 3, 2 and 3 digits (imask: 0 is any digit). */
export const GROUP_CODE_MASK = '000 00 000';
export const GROUP_CODE_PLACEHOLDER = '999 99 999';

interface GroupCodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The group-code input of registration and the Premium purchase, masked 999 99 999. */
export function GroupCodeInput({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  inputRef,
}: GroupCodeInputProps) {
  return (
    <MaskedInput
      id={id}
      name="group_code"
      mask={GROUP_CODE_MASK}
      placeholder={GROUP_CODE_PLACEHOLDER}
      value={value}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
      error={error}
      {...(inputRef ? { inputRef } : {})}
    />
  );
}
