import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { EyeIcon } from '@/components/ui/icons.tsx';
import formStyles from '@/components/ui/form.module.css';
import styles from './auth-form.module.css';
import { describedBy } from '@/components/form/field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a show/hide button (aria-pressed tells whether the password is shown). */
export function PasswordInput({ id, error, ref, ...rest }: Props) {
  const { _ } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.passwordBox}>
      <input
        id={id}
        ref={ref}
        type={shown ? 'text' : 'password'}
        className={`${formStyles.input} ${styles.input}`}
        {...describedBy(id, error)}
        {...rest}
      />
      <button
        type="button"
        className={styles.eye}
        aria-pressed={shown}
        aria-label={_('auth.showPassword')}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        <EyeIcon size={22} struck={!shown} />
      </button>
    </div>
  );
}
