import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Trans } from '@/lib/trans.tsx';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import { z } from 'zod';
import { accountMessages } from '@pdr/contract/accounts';
import { AUTOFILL_CHECK_MS } from '@pdr/contract/constants';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { useLogin } from '../api/login.ts';
import { isCompletePhone, phoneForRequest } from '../utils/masks.ts';
import { SubmitButton, SystemError } from './form-status.tsx';
import { PhoneField } from '@/components/form/phone-field.tsx';
import { PasswordField } from './text-field.tsx';
import { isPasswordChanged, PASSWORD_CHANGED_NOTE } from '../utils/after-reset.ts';
import styles from './auth-form.module.css';
import '@/lib/zod-locale.ts';

const loginFormSchema = z.object({
  phone: z.string().refine(isCompletePhone, { error: () => accountMessages.badPhone }),
  password: z.string(),
});
type LoginForm = z.infer<typeof loginFormSchema>;

/** /login: phone and password; the phone must be complete (13 characters) before anything is sent. */
export function LoginForm() {
  const { _ } = useLingui();
  const token = useToken();
  const navigate = useNavigate();
  // The note of a changed password is for the first try: once the learner signs in again, what the server answers
  // is all that is said (a green note beside a later error would contradict it).
  const routeState: unknown = useLocation().state;
  const [passwordChanged, setPasswordChanged] = useState(() => isPasswordChanged(routeState));
  const loginMutation = useLogin();
  const [systemError, setSystemError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const passwordField = form.register('password');

  // Browsers fill saved credentials without telling the page: look at the fields after 500 ms.
  useEffect(() => {
    const id = window.setTimeout(() => {
      const phone = phoneRef.current?.value ?? '';
      const password = passwordRef.current?.value ?? '';
      if (phone && !form.getValues('phone')) form.setValue('phone', phone);
      if (password && !form.getValues('password')) form.setValue('password', password);
    }, AUTOFILL_CHECK_MS);
    return () => window.clearTimeout(id);
  }, [form]);

  // Also after this form's own sign-in: React keeps this screen while the home screen's code loads, and a pupil who
  // comes back to /login meanwhile must not see the form again.
  if (token && !loginMutation.isPending) return <Redirect to="/" />;

  const onSubmit = form.handleSubmit(async (values) => {
    setSystemError(null);
    setPasswordChanged(false);
    try {
      await loginMutation.mutateAsync({
        phone: phoneForRequest(values.phone),
        password: values.password.trim(),
      });
      void navigate('/', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) {
        showPopup('error', accountMessages.badCredentials);
        setSystemError(accountMessages.badCredentials);
        return;
      }
      const fields = Object.entries(error.errors).filter(([key]) => key === 'phone' || key === 'password');
      for (const [key, message] of fields) form.setError(key as keyof LoginForm, { message });
      if (fields.length === 0) {
        showPopup('error', error.message);
        setSystemError(error.message);
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {passwordChanged ? (
        <p className={styles.notice} role="status">
          {_(PASSWORD_CHANGED_NOTE)}
        </p>
      ) : null}
      <PhoneField
        id="login-phone"
        control={form.control}
        name="phone"
        error={errors.phone?.message}
        onEdit={() => {
          if (errors.phone) form.clearErrors('phone');
        }}
        inputRef={(el) => {
          phoneRef.current = el;
        }}
      />
      <PasswordField
        id="login-password"
        label={_('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...passwordField}
        ref={(el) => {
          passwordRef.current = el;
          passwordField.ref(el);
        }}
      />
      <div className={styles.row}>
        <Link to="/recover" className={styles.link}>
          {_('auth.forgot')}
        </Link>
      </div>
      <SystemError message={systemError} />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>{_('auth.signIn')}</SubmitButton>
        <ButtonLink to="/register" variant="secondary" size="lg" block>
          {_('auth.register')}
        </ButtonLink>
      </div>
      <p className={styles.footnote}>
        <Trans
          id={'auth.signInAgree'}
          components={{ 0: <Link to="/agreement" target="_blank" rel="noopener" /> }}
        />
      </p>
    </form>
  );
}
