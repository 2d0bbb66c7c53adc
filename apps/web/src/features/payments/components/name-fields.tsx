import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NAME_MAX_LENGTH } from '@pdr/contract/accounts';
import { describedBy, Field } from '@/components/form/field.tsx';
import formStyles from '@/components/ui/form.module.css';
import fieldStyles from '@/components/form/field.module.css';

interface NameFieldProps {
  id: string;
  label: ReactNode;
  autoComplete: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

function NameField({ id, label, autoComplete, error, registration }: NameFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className={`${formStyles.input} ${fieldStyles.input}`}
        autoComplete={autoComplete}
        maxLength={NAME_MAX_LENGTH}
        {...describedBy(id, error)}
        {...registration}
      />
    </Field>
  );
}

interface NameFieldsProps {
  /** True when the screen does not know whether the account has names (the server then decides). */
  optional: boolean;
  lastName: UseFormRegisterReturn;
  firstName: UseFormRegisterReturn;
  errors: { lastName: string | undefined; firstName: string | undefined };
}

/** Прізвище and Ім'я, asked of a user whose account has no name yet (or may have none). */
export function NameFields({ optional, lastName, firstName, errors }: NameFieldsProps) {
  const { _ } = useLingui();
  const label = (text: string) =>
    optional ? (
      <>
        {text} <span className={fieldStyles.hint}>{_('payments.ifNotGiven')}</span>
      </>
    ) : (
      text
    );
  return (
    <>
      <NameField
        id="premium-last_name"
        label={label(_('payments.lastName'))}
        autoComplete="family-name"
        error={errors.lastName}
        registration={lastName}
      />
      <NameField
        id="premium-first_name"
        label={label(_('payments.firstName'))}
        autoComplete="given-name"
        error={errors.firstName}
        registration={firstName}
      />
    </>
  );
}
