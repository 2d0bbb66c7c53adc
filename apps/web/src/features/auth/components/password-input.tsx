import { useState, type InputHTMLAttributes, type Ref } from 'react';
import styles from './auth-form.module.css';
import { describedBy } from './field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a show/hide button (aria-pressed tells whether the password is shown). */
export function PasswordInput({ id, error, ref, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.passwordBox}>
      <input
        id={id}
        ref={ref}
        type={shown ? 'text' : 'password'}
        className={styles.input}
        {...describedBy(id, error)}
        {...rest}
      />
      <button
        type="button"
        className={styles.eye}
        aria-pressed={shown}
        aria-label="Показати пароль"
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {shown ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
