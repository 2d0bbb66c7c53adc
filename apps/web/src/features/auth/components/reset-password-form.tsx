import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Trans } from '@/lib/trans.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import { accountMessages, type ResetBody } from '@pdr/contract/accounts';
import { SMS_CODE_VALIDITY_S } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cookieStore } from '@/lib/cookies.ts';
import { showPopup } from '@/lib/popup.ts';
import { rememberNextCode, rememberRecovery, requestRecovery } from '../api/recover.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useLeaveAuth } from '../hooks/use-leave-auth.ts';
import { formatMinutesSeconds, secondsUntil, useClockUntil } from '../hooks/use-recovery-countdown.ts';
import { passwordChangedState } from '../utils/after-reset.ts';
import { SubmitButton, SystemError } from './form-status.tsx';
import { PremiumExpiredModal } from './premium-expired-modal.tsx';
import { NewPasswordFields, TextField } from './text-field.tsx';
import fieldStyles from '@/components/form/field.module.css';
import styles from './auth-form.module.css';

type ResetForm = ResetBody;
const FIELDS: (keyof ResetForm)[] = ['code', 'password', 'password_confirmation'];
/** Before the server said when (a recovery started by an older page): the rule's one code a minute. */
const SMS_RESEND_FALLBACK_MS = 60_000;

function storedRecovery() {
  const start = cookieStore.get('tokenRecoverStart');
  return {
    token: cookieStore.get('tokenRecover'),
    phone: cookieStore.get('phone'),
    start,
    next:
      cookieStore.get('tokenRecoverNext') ??
      (start === undefined ? undefined : start + SMS_RESEND_FALLBACK_MS),
  };
}

/**
 * /reset_password: the SMS code and the new password, with the code's 60-minute countdown. A new code can be asked
 * for whenever the phone's limit allows it (the screen says when), and 'Назад' always leads out (decision 132): a code
 * killed by five wrong tries is never a dead end.
 */
export function ResetPasswordForm() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const leave = useLeaveAuth();
  const reset = useResetPassword();
  const [recovery, setRecovery] = useState(storedRecovery);
  const [dead, setDead] = useState(false);
  const validUntil = recovery.start === undefined ? undefined : recovery.start + SMS_CODE_VALIDITY_S * 1000;
  const now = useClockUntil(validUntil, recovery.next);
  const left = secondsUntil(validUntil, now);
  const wait = secondsUntil(recovery.next, now);
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
      // The spec's words in the popup; the sign-in form keeps its own note on screen for longer.
      showPopup('success', accountMessages.passwordChanged);
      if (result.premium_expired) setPremiumExpired(true);
      else void navigate('/login', { replace: true, state: passwordChangedState });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status >= 500) {
        showPopup('error', _('auth.inDevelopment'));
        return;
      }
      if (error.errors.code === accountMessages.codeDead) {
        // Said once, in the box above the field, which turns red and says what to do.
        setDead(true);
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
      rememberRecovery(recovery.phone, result, start);
      setRecovery({
        phone: recovery.phone,
        token: result.token,
        start,
        next: start + result.retry_after * 1000,
      });
      setDead(false);
      form.clearErrors();
      form.setValue('code', '');
      showPopup('success', result.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = error.errors.phone ?? error.message;
      showPopup('error', message);
      setSystemError(message);
      if (error.status === 429 && error.retryAfterS !== null) {
        const next = Date.now() + error.retryAfterS * 1000;
        rememberNextCode(next);
        setRecovery((r) => ({ ...r, next }));
      }
      // Spec section 8: a failed resend shows the premium-expired modal (its way out is signing in); a refusal the
      // learner can act on (a wait, a bad phone) is left to its message.
      if (error.status !== 422 && error.status !== 429) setPremiumExpired(true);
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p
        className={`${styles.countdown} ${dead ? styles.dead : ''}`}
        {...(dead ? { role: 'alert' } : { 'aria-live': 'off' as const })}
      >
        {dead ? (
          accountMessages.codeDead
        ) : left > 0 ? (
          <Trans
            id={recovery.phone ? 'auth.codeValidTo' : 'auth.codeValid'}
            values={{
              number: <span className={styles.nowrap}>{formatPhone(recovery.phone ?? '')}</span>,
              time: <strong>{formatMinutesSeconds(left)}</strong>,
            }}
          />
        ) : (
          _('auth.codeExpired')
        )}
      </p>
      {/* The same words for every number (decision 166): the screen never tells whether it is registered. */}
      {dead ? null : <p className={fieldStyles.hint}>{accountMessages.recoverySent}.</p>}
      <TextField
        id="reset-code"
        label={_('auth.smsCode')}
        error={errors.code?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        {...form.register('code')}
      />
      <NewPasswordFields
        idPrefix="reset"
        label={_('auth.newPassword')}
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
      />
      <SystemError message={systemError} />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting || dead}>{_('auth.save')}</SubmitButton>
        <div className={`${styles.actions} ${styles.inline}`}>
          <Button
            variant="secondary"
            block
            className={styles.tight}
            disabled={wait > 0 || resending}
            onClick={() => void resend()}
          >
            {_('auth.resend')}
          </Button>
          <Button variant="ghost" block className={styles.tight} onClick={leave}>
            {_('auth.back')}
          </Button>
        </div>
        <NextCodeNote wait={wait} needed={dead || left === 0} />
      </div>
      <PremiumExpiredModal open={premiumExpired} passwordChanged={reset.isSuccess} />
    </form>
  );
}

/** When 'Надіслати ще раз' opens; once open, a word on why to press it while the code still works. */
function NextCodeNote({ wait, needed }: { wait: number; needed: boolean }) {
  const { _ } = useLingui();
  if (wait > 0) {
    return (
      <p className={styles.nextCode} aria-live="off">
        <Trans id={'auth.nextCode'} values={{ time: <strong>{formatMinutesSeconds(wait)}</strong> }} />
      </p>
    );
  }
  return needed ? null : <p className={styles.nextCode}>{_('auth.noSms')}</p>;
}
