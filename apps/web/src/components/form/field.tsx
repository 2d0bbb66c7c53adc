import type { ReactNode } from 'react';
import formStyles from '@/components/ui/form.module.css';
import styles from './field.module.css';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** A note under the field (shown when there is no error). */
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, the control and the field's error under it (the control points to it with aria-describedby). */
export function Field({ id, label, error, note, className, children }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? <FieldError id={id} message={error} /> : note ? <div id={`${id}-note`}>{note}</div> : null}
    </div>
  );
}

/** A field's error; its id is what describedBy points the control to. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className={formStyles.error} id={`${id}-error`} role="alert">
      {message}
    </p>
  );
}

/** aria attributes of a control whose Field may show an error. */
export function describedBy(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
