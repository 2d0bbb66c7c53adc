import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cookieStore } from '@/lib/cookies.ts';
import { i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { useRequestRecovery } from '../api/recover.ts';
import { phoneForRequest } from '../utils/masks.ts';
import { SubmitOrBack, SystemError } from './form-status.tsx';
import { PhoneField } from '@/components/form/phone-field.tsx';
import fieldStyles from '@/components/form/field.module.css';
import styles from './auth-form.module.css';

/**
 * Spec section 8, recovery: 500 'Сторінка в розробці.', 422 or 429 under the field. The spec's 'Номера телефону не
 * знайдено' is gone with the 404 (decision 166: every number is answered alike); anything else says what failed.
 */
export function recoverErrorMessage(error: ApiError): { field?: string; popup?: string } {
  if (error.status >= 500) return { popup: i18n._('auth.inDevelopment') };
  if ((error.status === 422 || error.status === 429) && error.errors.phone)
    return { field: error.errors.phone };
  return { popup: error.message || i18n._('auth.codeNotSent') };
}

/** /recover: the phone to send the SMS code to. Goes on to /reset_password once a recovery token exists. */
export function RecoverForm() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const recover = useRequestRecovery();
  const [systemError, setSystemError] = useState<string | null>(null);
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  const { errors, isSubmitting } = form.formState;

  if (cookieStore.get('tokenRecover') && !recover.isPending) return <Redirect to="/reset_password" />;

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    setSystemError(null);
    try {
      const result = await recover.mutateAsync(phoneForRequest(phone));
      showPopup('success', result.message);
      void navigate('/reset_password');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { field, popup } = recoverErrorMessage(error);
      if (field) form.setError('phone', { message: field });
      if (popup) {
        showPopup('error', popup);
        setSystemError(popup);
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PhoneField id="recover-phone" control={form.control} name="phone" error={errors.phone?.message} />
      <p className={fieldStyles.hint}>{_('auth.recoverHint')}</p>
      <SystemError message={systemError} />
      <SubmitOrBack pending={isSubmitting}>{_('auth.send')}</SubmitOrBack>
    </form>
  );
}
