import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { accountMessages } from '@pdr/contract/accounts';
import { AUTOFILL_CHECK_MS } from '@pdr/contract/constants';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { useLogin } from '../api/login.ts';
import {
  isCompletePhone,
  LOGIN_PHONE_MASK,
  LOGIN_PHONE_PLACEHOLDER,
  phoneForRequest,
} from '../utils/masks.ts';
import { Field } from './field.tsx';
import { MaskedInput } from './masked-input.tsx';
import { PasswordInput } from './password-input.tsx';
import styles from './auth-form.module.css';

const loginFormSchema = z.object({
  phone: z.string().refine(isCompletePhone, { error: accountMessages.badPhone }),
  password: z.string(),
});
type LoginForm = z.infer<typeof loginFormSchema>;

/** /login: phone and password; the phone must be complete (13 characters) before anything is sent. */
export function LoginForm() {
  const token = useToken();
  const navigate = useNavigate();
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

  if (token && !loginMutation.isPending && !loginMutation.isSuccess) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setSystemError(null);
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
      <Field id="login-phone" label="Номер телефону" error={errors.phone?.message}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <MaskedInput
              id="login-phone"
              name="phone"
              mask={LOGIN_PHONE_MASK}
              placeholder={LOGIN_PHONE_PLACEHOLDER}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (errors.phone) form.clearErrors('phone');
              }}
              onBlur={field.onBlur}
              autoComplete="tel"
              error={errors.phone?.message}
              inputRef={(el) => {
                phoneRef.current = el;
                field.ref(el);
              }}
            />
          )}
        />
      </Field>
      <Field id="login-password" label="Пароль" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...passwordField}
          ref={(el) => {
            passwordRef.current = el;
            passwordField.ref(el);
          }}
        />
      </Field>
      <div className={styles.row}>
        <Link to="/recover" className={styles.link}>
          Забули пароль?
        </Link>
      </div>
      {systemError ? (
        <p className={styles.systemError} role="alert">
          {systemError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" block disabled={isSubmitting}>
          Увійти
        </Button>
        <ButtonLink to="/register" variant="secondary" size="lg" block>
          Зареєструватися
        </ButtonLink>
      </div>
      <p className={styles.footnote}>
        Входячи, ви погоджуєтеся з{' '}
        <Link to="/agreement" target="_blank" rel="noopener">
          політикою конфіденційності та користувацькою угодою
        </Link>
        .
      </p>
    </form>
  );
}
