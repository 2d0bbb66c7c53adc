import type { ClipboardEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import formStyles from '@/components/ui/form.module.css';
import styles from './field.module.css';
import { describedBy } from './field.tsx';

interface MaskedInputProps {
  id: string;
  name: string;
  mask: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  error?: string | undefined;
  disabled?: boolean;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** imask's `prepare`: rewrites each inserted run of text (a typed key, a paste, an autofill) before the mask. */
  prepare?: (chunk: string) => string;
  onPaste?: ClipboardEventHandler<HTMLInputElement>;
}

/** A text field with an input mask (react-imask); the value given back is the masked text. */
export function MaskedInput({
  id,
  name,
  mask,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  disabled,
  autoComplete,
  inputRef,
  prepare,
  onPaste,
}: MaskedInputProps) {
  return (
    <IMaskInput
      id={id}
      name={name}
      mask={mask}
      value={value}
      unmask={false}
      onAccept={(next: string) => onChange(next)}
      onBlur={onBlur}
      placeholder={placeholder}
      disabled={disabled}
      inputMode="numeric"
      {...(prepare ? { prepare } : {})}
      {...(onPaste ? { onPaste } : {})}
      autoComplete={autoComplete}
      className={`${formStyles.input} ${styles.input}`}
      inputRef={inputRef}
      {...describedBy(id, error)}
    />
  );
}
