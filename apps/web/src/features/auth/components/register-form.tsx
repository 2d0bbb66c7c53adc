import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Trans } from '@/lib/trans.tsx';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '@/components/routing/redirect.tsx';
import { z } from 'zod';
import {
  accountMessages,
  NAME_MAX_LENGTH,
  normaliseGroupCode,
  type RegisterBody,
} from '@pdr/contract/accounts';
import { useConfig } from '@/hooks/use-config.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { ApiError } from '@/lib/api-client.ts';
import { goToCheckout } from '@/lib/checkout.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { useCheckGroupCode } from '@/hooks/use-check-group-code.ts';
import { useRegister } from '../api/register.ts';
import { codeFromParam, hasGroupCode, phoneForRequest } from '../utils/masks.ts';
import { CategoryField } from '@/components/form/category-field.tsx';
import { Field, FieldError } from '@/components/form/field.tsx';
import { SubmitOrBack, SystemError } from './form-status.tsx';
import { GroupCodeInput } from '@/components/form/group-code-input.tsx';
import { TestPaymentNote } from '@/components/site/test-payment-note.tsx';
import { PhoneField } from '@/components/form/phone-field.tsx';
import { NewPasswordFields, TextField } from './text-field.tsx';
import formStyles from '@/components/ui/form.module.css';
import fieldStyles from '@/components/form/field.module.css';
import styles from './auth-form.module.css';
import '@/lib/zod-locale.ts';

const registerFormSchema = z.object({
  phone: z.string(),
  // Names go to the server as typed: it checks them with the contract's one name rule and answers under the fields.
  first_name: z.string(),
  last_name: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  categories: z.array(z.number()),
  group_code: z.string(),
  buy_premium: z.boolean(),
  accept: z.boolean().refine((v) => v, { error: () => accountMessages.acceptRequired }),
});
type RegisterForm = z.infer<typeof registerFormSchema>;
const FIELDS = Object.keys(registerFormSchema.shape) as (keyof RegisterForm)[];

interface GroupOffer {
  price: number;
  days: number;
}

/**
 * Where a signed-in viewer of /register goes (decision 140): back from the checkout that registration opened, to
 * finishing the purchase (/register/finish); otherwise home, as /login does. The form is never shown to them.
 */
export function registerDestination(premium: boolean): string {
  return sessionStore.get('registeredForPremium') && !premium ? '/register/finish' : '/';
}

/** /register: every field of spec section 2, server field errors under their fields. */
export function RegisterForm() {
  const { _ } = useLingui();
  const token = useToken();
  const premium = useViewer().premium;
  const navigate = useNavigate();
  // Leaving for the checkout: the form stays until the browser has left. A page the browser brings back from its
  // cache (Back from the checkout) is another visit, and the signed-in viewer moves on.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  // The free tariff's 'Спробувати' links here with tariff=light: that learner did not ask for Premium.
  const [searchParams] = useSearchParams();
  const startsWithPremium = searchParams.get('tariff') !== 'light';
  const config = useConfig();
  const registerMutation = useRegister();
  const checkCode = useCheckGroupCode();
  const [groupOffer, setGroupOffer] = useState<GroupOffer | null>(null);
  const [codeLocked, setCodeLocked] = useState(false);
  const [systemError, setSystemError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      phone: '',
      first_name: '',
      last_name: '',
      password: '',
      password_confirmation: '',
      categories: [],
      group_code: '',
      buy_premium: startsWithPremium,
      accept: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const validateCode = async (value: string) => {
    setGroupOffer(null);
    if (!hasGroupCode(value)) {
      form.clearErrors('group_code');
      return;
    }
    try {
      const offer = await checkCode.mutateAsync(normaliseGroupCode(value));
      form.clearErrors('group_code');
      setGroupOffer({ price: offer.price, days: offer.days });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.setError('group_code', { message: error.errors.group_code ?? error.message });
    }
  };

  // A code from a teacher's link (stored by the home page as codeParam) is filled in, locked and checked at once.
  const storedCodeChecked = useRef(false);
  useEffect(() => {
    const stored = sessionStore.get('codeParam');
    // A signed-in viewer is sent on (registerDestination): their stored code is not checked here.
    if (!stored || storedCodeChecked.current || token) return;
    storedCodeChecked.current = true;
    const code = codeFromParam(stored);
    form.setValue('group_code', code);
    setCodeLocked(true);
    void validateCode(code);
    // validateCode only uses stable references; this runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (token && !registerMutation.isPending && !leaving) return <Redirect to={registerDestination(premium)} />;

  const onSubmit = form.handleSubmit(async (values) => {
    setSystemError(null);
    const body: RegisterBody = {
      phone: phoneForRequest(values.phone),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      password: values.password.trim(),
      password_confirmation: values.password_confirmation.trim(),
      categories: values.categories,
      group_code: normaliseGroupCode(values.group_code),
      buy_premium: values.buy_premium,
      accept: 1,
    };
    try {
      const result = await registerMutation.mutateAsync(body);
      if (values.buy_premium && result.link) {
        sessionStore.remove('link');
        setLeaving(true);
        goToCheckout(result.link);
        return;
      }
      // The added step after the spec's registration (decision 166): confirm the number now, or skip to home. The
      // form stays while that screen's code loads, rather than sending the new sign-in home.
      setLeaving(true);
      void navigate('/confirm_phone', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 422 && Object.keys(error.errors).length > 0) {
        for (const [key, message] of Object.entries(error.errors)) {
          if (FIELDS.includes(key as keyof RegisterForm))
            form.setError(key as keyof RegisterForm, { message });
        }
        showPopup('error', accountMessages.registerFailed);
        setSystemError(accountMessages.registerFailed);
        return;
      }
      const message = _(error.status >= 500 ? 'auth.inDevelopment' : 'auth.registerFailed');
      showPopup('error', message);
      setSystemError(message);
    }
  });

  const price = groupOffer?.price ?? config.data?.subscription.price;
  const days = groupOffer?.days ?? config.data?.subscription.days;
  const text = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <TextField
      id={`register-${name}`}
      label={label}
      error={errors[name]?.message}
      autoComplete={autoComplete}
      maxLength={NAME_MAX_LENGTH}
      {...form.register(name)}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        <PhoneField
          id="register-phone"
          control={form.control}
          name="phone"
          error={errors.phone?.message}
          className={styles.span}
        />
        {text('first_name', _('auth.firstName'), 'given-name')}
        {text('last_name', _('auth.lastName'), 'family-name')}
        <NewPasswordFields
          idPrefix="register"
          label={_('auth.password')}
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        />
        <CategoryField id="register-categories" form={form} />
        <Field
          id="register-group_code"
          label={
            <>
              {_('auth.groupCode')} <span className={fieldStyles.hint}>{_('auth.ifKnown')}</span>
            </>
          }
          error={errors.group_code?.message}
          note={
            groupOffer ? (
              <>
                <p className={fieldStyles.ok}>{_('auth.codeAccepted')}</p>
                {/* Joining a group shares one's progress with its teacher: the pupil is told before signing up. */}
                <p>{_('auth.joinGroup')}</p>
              </>
            ) : null
          }
        >
          <Controller
            control={form.control}
            name="group_code"
            render={({ field }) => (
              <GroupCodeInput
                id="register-group_code"
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  field.onBlur();
                  void validateCode(field.value);
                }}
                disabled={codeLocked}
                error={errors.group_code?.message}
                inputRef={field.ref}
              />
            )}
          />
        </Field>
        <div className={`${styles.span} ${styles.field}`}>
          <label className={`${styles.check} ${styles.premiumCheck}`}>
            <input type="checkbox" {...form.register('buy_premium')} />
            <span>
              {_('auth.buyPremium')}
              {price !== undefined && days !== undefined ? (
                <>
                  {' '}
                  — <span className={styles.price}>{_('auth.price', { price })}</span>{' '}
                  {_('auth.forDays', { count: days })}
                </>
              ) : null}
            </span>
          </label>
          <TestPaymentNote />
          {errors.buy_premium ? <p className={formStyles.error}>{errors.buy_premium.message}</p> : null}
        </div>
        <div className={`${styles.span} ${styles.field}`}>
          <label className={styles.check}>
            <input
              type="checkbox"
              aria-invalid={errors.accept ? true : undefined}
              aria-describedby={errors.accept ? 'register-accept-error' : undefined}
              {...form.register('accept')}
            />
            <span>
              <Trans
                id={'auth.accept'}
                components={{ 0: <Link to="/agreement" target="_blank" rel="noopener" /> }}
              />
            </span>
          </label>
          {errors.accept?.message ? (
            <FieldError id="register-accept" message={errors.accept.message} />
          ) : null}
        </div>
      </div>
      <SystemError message={systemError} />
      <SubmitOrBack pending={isSubmitting}>{_('auth.register')}</SubmitOrBack>
    </form>
  );
}
