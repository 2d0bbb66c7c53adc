import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/ui/form.module.css';
import { describedBy, Field } from '@/components/form/field.tsx';
import { PasswordInput } from './password-input.tsx';
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

interface NewPasswordFieldsProps {
  /** The ids are `${idPrefix}-password` and `${idPrefix}-password_confirmation`. */
  idPrefix: string;
  label: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}

/** A new password and 'Повторіть пароль' (registration and the password reset). */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirmation,
  errors,
}: NewPasswordFieldsProps) {
  const { _ } = useLingui();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-password_confirmation`}
        label={_('auth.repeatPassword')}
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
