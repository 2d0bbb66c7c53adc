import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, Field } from './field.tsx';
import { PasswordInput } from './password-input.tsx';
import formStyles from '@/components/ui/form.module.css';
import styles from './auth-form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its error under it. */
export function TextField({ id, label, error, ...rest }: InputProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className={`${formStyles.input} ${styles.input}`}
        {...describedBy(id, error)}
        {...rest}
      />
    </Field>
  );
}

/** A labelled password input (with its show/hide button) and its error under it. */
export function PasswordField({ id, label, error, ...rest }: Omit<InputProps, 'type'>) {
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput id={id} error={error} {...rest} />
    </Field>
  );
}
