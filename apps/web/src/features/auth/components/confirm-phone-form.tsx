import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Trans } from '@/lib/trans.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { phoneConfirmBodySchema, type PhoneConfirmBody } from '@pdr/contract/accounts';
import { formatPhone } from '@pdr/contract/phone';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useConfirmPhone, useSendPhoneCode } from '../api/confirm-phone.ts';
import { formatMinutesSeconds, secondsUntil, useClockUntil } from '../hooks/use-recovery-countdown.ts';
import { SubmitButton, SystemError } from './form-status.tsx';
import { TextField } from './text-field.tsx';
import fieldStyles from '@/components/form/field.module.css';
import styles from './auth-form.module.css';
import '@/lib/zod-locale.ts';

interface ConfirmPhoneFormProps {
  phone: string;
  /** After the number is confirmed (or found confirmed already). */
  onConfirmed: () => void;
  /** 'Підтвердити пізніше': the step can always be left and taken up again from the profile or a prompt. */
  onLater: () => void;
}

/**
 * Confirming the account's number (decision 166): one tap sends the SMS, then the 6-digit code. Nothing is sent
 * before the learner asks, so a learner who leaves the step costs no SMS; a new code can be asked for whenever the
 * phone's limit allows (the screen says when), and the codes sent before stay valid.
 */
export function ConfirmPhoneForm({ phone, onConfirmed, onLater }: ConfirmPhoneFormProps) {
  const { _ } = useLingui();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [sent, setSent] = useState(false);
  const [next, setNext] = useState<number | undefined>(undefined);
  const [systemError, setSystemError] = useState<string | null>(null);
  const now = useClockUntil(next);
  const wait = secondsUntil(next, now);
  const form = useForm<PhoneConfirmBody>({
    resolver: zodResolver(phoneConfirmBodySchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = async () => {
    setSystemError(null);
    try {
      const result = await send.mutateAsync();
      setNext(Date.now() + result.retry_after * 1000);
      setSent(true);
      form.setValue('code', '');
      form.clearErrors();
      showPopup('success', result.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) {
        onConfirmed();
        return;
      }
      const message = error.errors.phone ?? error.message;
      setSystemError(message);
      // A refusal to wait means a code went out shortly before (this visit or the last): it can be typed.
      if (error.status === 429) {
        if (error.retryAfterS !== null) setNext(Date.now() + error.retryAfterS * 1000);
        setSent(true);
        // Said once, beside the field it concerns: the popup would repeat it on a wide screen.
        return;
      }
      showPopup('error', message);
    }
  };

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setSystemError(null);
    try {
      const result = await confirm.mutateAsync(code.trim());
      showPopup('success', result.message);
      onConfirmed();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errors.code) {
        form.setError('code', { message: error.errors.code });
        return;
      }
      showPopup('error', error.message);
      setSystemError(error.message);
    }
  });

  const number = <span className={styles.nowrap}>{formatPhone(phone)}</span>;

  if (!sent) {
    return (
      <div className={styles.form}>
        <p className={fieldStyles.hint}>
          <Trans id={'auth.willSend'} values={{ number }} />
        </p>
        <SystemError message={systemError} />
        <div className={`${styles.actions} ${styles.inline}`}>
          <Button size="lg" block onClick={() => void sendCode()} disabled={send.isPending}>
            {_('auth.sendCode')}
          </Button>
          <Button variant="secondary" size="lg" block onClick={onLater}>
            {_('auth.later')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.countdown} role="status">
        <Trans id={'auth.codeSent'} values={{ number }} />
      </p>
      <TextField
        id="confirm-phone-code"
        label={_('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <SystemError message={systemError} />
      <div className={`${styles.actions} ${styles.inline}`}>
        <SubmitButton pending={isSubmitting}>{_('auth.confirm')}</SubmitButton>
        <Button variant="secondary" size="lg" block onClick={onLater}>
          {_('auth.later')}
        </Button>
      </div>
      <Button variant="ghost" block onClick={() => void sendCode()} disabled={wait > 0 || send.isPending}>
        {_('auth.resend')}
      </Button>
      {wait > 0 ? (
        <p className={styles.nextCode} aria-live="off">
          <Trans id={'auth.nextCode'} values={{ time: <strong>{formatMinutesSeconds(wait)}</strong> }} />
        </p>
      ) : null}
    </form>
  );
}
