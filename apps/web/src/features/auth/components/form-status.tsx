import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useLeaveAuth } from '../hooks/use-leave-auth.ts';
import fieldStyles from '@/components/form/field.module.css';
import styles from './auth-form.module.css';

/** The form-wide error above the buttons (a failure that belongs to no single field). */
export function SystemError({ message }: { message: string | null }) {
  return message ? (
    <p className={fieldStyles.systemError} role="alert">
      {message}
    </p>
  ) : null;
}

/** The form's main button; it stays disabled while the form is being sent. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" block disabled={pending}>
      {children}
    </Button>
  );
}

/** The submit button beside 'Назад', which leaves registration or recovery for /login. */
export function SubmitOrBack({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { _ } = useLingui();
  const leave = useLeaveAuth();
  return (
    <div className={`${styles.actions} ${styles.inline}`}>
      <SubmitButton pending={pending}>{children}</SubmitButton>
      <Button variant="secondary" size="lg" block onClick={leave}>
        {_('auth.back')}
      </Button>
    </div>
  );
}
