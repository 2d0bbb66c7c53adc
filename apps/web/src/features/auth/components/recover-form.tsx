import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cookieStore } from '@/lib/cookies.ts';
import { showPopup } from '@/lib/popup.ts';
import { useRequestRecovery } from '../api/recover.ts';
import { useLeaveAuth } from '../hooks/use-leave-auth.ts';
import { LOGIN_PHONE_MASK, LOGIN_PHONE_PLACEHOLDER, phoneForRequest } from '../utils/masks.ts';
import { Field } from './field.tsx';
import { MaskedInput } from './masked-input.tsx';
import styles from './auth-form.module.css';

/** Spec section 8, recovery: 500 'Сторінка в розробці.', 422 or 429 under the field, otherwise 'Номера телефону не знайдено'. */
export function recoverErrorMessage(error: ApiError): { field?: string; popup?: string } {
  if (error.status >= 500) return { popup: 'Сторінка в розробці.' };
  if ((error.status === 422 || error.status === 429) && error.errors.phone)
    return { field: error.errors.phone };
  return { popup: 'Номера телефону не знайдено' };
}

/** /recover: the phone to send the SMS code to. Goes on to /reset_password once a recovery token exists. */
export function RecoverForm() {
  const navigate = useNavigate();
  const leave = useLeaveAuth();
  const recover = useRequestRecovery();
  const [systemError, setSystemError] = useState<string | null>(null);
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  const { errors, isSubmitting } = form.formState;

  if (cookieStore.get('tokenRecover') && !recover.isPending) return <Navigate to="/reset_password" replace />;

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
      <Field id="recover-phone" label="Номер телефону" error={errors.phone?.message}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <MaskedInput
              id="recover-phone"
              name="phone"
              mask={LOGIN_PHONE_MASK}
              placeholder={LOGIN_PHONE_PLACEHOLDER}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="tel"
              error={errors.phone?.message}
              inputRef={field.ref}
            />
          )}
        />
      </Field>
      <p className={styles.hint}>Ми надішлемо SMS із кодом для зміни пароля. Код діє 60 хвилин.</p>
      {systemError ? (
        <p className={styles.systemError} role="alert">
          {systemError}
        </p>
      ) : null}
      <div className={`${styles.actions} ${styles.inline}`}>
        <Button type="submit" size="lg" block disabled={isSubmitting}>
          Надіслати
        </Button>
        <Button variant="secondary" size="lg" block onClick={leave}>
          Назад
        </Button>
      </div>
    </form>
  );
}
