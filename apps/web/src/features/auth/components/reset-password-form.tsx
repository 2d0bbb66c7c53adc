import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import { accountMessages, type ResetBody } from '@pdr/contract/accounts';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cookieStore } from '@/lib/cookies.ts';
import { showPopup } from '@/lib/popup.ts';
import { rememberRecovery, requestRecovery } from '../api/recover.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useLeaveAuth } from '../hooks/use-leave-auth.ts';
import { formatMinutesSeconds, useRecoveryCountdown } from '../hooks/use-recovery-countdown.ts';
import { SubmitButton, SystemError } from './form-status.tsx';
import { PremiumExpiredModal } from './premium-expired-modal.tsx';
import { NewPasswordFields, TextField } from './text-field.tsx';
import styles from './auth-form.module.css';

type ResetForm = ResetBody;
const FIELDS: (keyof ResetForm)[] = ['code', 'password', 'password_confirmation'];

/** /reset_password: the SMS code and the new password, with the code's 60-minute countdown. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const leave = useLeaveAuth();
  const reset = useResetPassword();
  const [recovery, setRecovery] = useState(() => ({
    token: cookieStore.get('tokenRecover'),
    phone: cookieStore.get('phone'),
    start: cookieStore.get('tokenRecoverStart'),
  }));
  const left = useRecoveryCountdown(recovery.start);
  const [resending, setResending] = useState(false);
  const [premiumExpired, setPremiumExpired] = useState(false);
  const [systemError, setSystemError] = useState<string | null>(null);
  const form = useForm<ResetForm>({ defaultValues: { code: '', password: '', password_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;

  if (!recovery.token && !reset.isSuccess) return <Redirect to="/recover" />;

  const onSubmit = form.handleSubmit(async (values) => {
    setSystemError(null);
    try {
      const result = await reset.mutateAsync({
        token: recovery.token ?? '',
        body: {
          code: values.code.trim(),
          password: values.password.trim(),
          password_confirmation: values.password_confirmation.trim(),
        },
      });
      showPopup('success', result.message || accountMessages.passwordChanged);
      if (result.premium_expired) setPremiumExpired(true);
      else void navigate('/login', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status >= 500) {
        showPopup('error', 'Сторінка в розробці');
        return;
      }
      const fields = Object.entries(error.errors).filter(([key]) => FIELDS.includes(key as keyof ResetForm));
      if (error.status === 422 && fields.length > 0) {
        for (const [key, message] of fields) form.setError(key as keyof ResetForm, { message });
        return;
      }
      showPopup('error', error.message);
      setSystemError(error.message);
    }
  });

  const resend = async () => {
    if (!recovery.phone) {
      leave();
      return;
    }
    setResending(true);
    setSystemError(null);
    try {
      const result = await requestRecovery(recovery.phone);
      const start = Date.now();
      rememberRecovery(recovery.phone, result.token, start);
      setRecovery({ token: result.token, phone: recovery.phone, start });
      form.clearErrors();
      showPopup('success', result.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = error.errors.phone ?? error.message;
      showPopup('error', message);
      setSystemError(message);
      // Spec section 8: a failed resend shows the premium-expired modal (its way out is signing in); a refusal the
      // learner can act on (a wait, a bad phone) is left to its message.
      if (error.status !== 422 && error.status !== 429) setPremiumExpired(true);
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.countdown} aria-live="off">
        {left > 0 ? (
          <>
            Код із SMS діє ще <strong>{formatMinutesSeconds(left)}</strong>
          </>
        ) : (
          'Час дії коду минув. Надішліть код ще раз'
        )}
      </p>
      <TextField
        id="reset-code"
        label="Код з SMS"
        error={errors.code?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        {...form.register('code')}
      />
      <NewPasswordFields
        idPrefix="reset"
        label="Новий пароль"
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
      />
      <SystemError message={systemError} />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Зберегти</SubmitButton>
        <div className={`${styles.actions} ${styles.inline}`}>
          <Button
            variant="secondary"
            block
            className={styles.tight}
            disabled={left > 0 || resending}
            onClick={() => void resend()}
          >
            Надіслати ще раз
          </Button>
          <Button variant="ghost" block className={styles.tight} disabled={left > 0} onClick={leave}>
            Назад
          </Button>
        </div>
      </div>
      <PremiumExpiredModal open={premiumExpired} />
    </form>
  );
}
