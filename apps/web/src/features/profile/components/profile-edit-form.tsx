import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { updateProfileBodySchema, type UpdateProfileBody } from '@pdr/contract/accounts';
import { CategorySwitch } from '@/components/form/category-switch.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';
import formStyles from '@/components/ui/form.module.css';
import styles from './profile.module.css';
import '@/lib/zod-locale.ts';

type FormValues = UpdateProfileBody;

function EditForm({ initial }: { initial: FormValues }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<FormValues>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      showPopup('success', _('profile.saved'));
      void navigate('/profile');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const key of ['first_name', 'last_name'] as const) {
        const message = error.errors[key];
        if (message) form.setError(key, { message });
      }
      if (!error.errors.first_name && !error.errors.last_name) showPopup('error', error.message);
    }
  });

  const field = (name: keyof FormValues, label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label className={formStyles.label} htmlFor={`profile-${name}`}>
        {label}
      </label>
      <input
        id={`profile-${name}`}
        className={formStyles.input}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...form.register(name)}
      />
      {errors[name] ? (
        <p id={`profile-${name}-error`} className={formStyles.error} role="alert">
          {errors[name].message}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {field('first_name', _('profile.firstName'), 'given-name')}
      {field('last_name', _('profile.lastName'), 'family-name')}
      <div className={styles.links}>
        <Button type="submit" disabled={isSubmitting}>
          {_('profile.save')}
        </Button>
        <ButtonLink to="/profile" variant="secondary">
          {_('profile.back')}
        </ButtonLink>
      </div>
    </form>
  );
}

/**
 * /profile/edit: first and last name (the spec's placeholder screen, built as a real form; see docs/decisions), and
 * for a learner the category they prepare for, saved on its own.
 */
export function ProfileEdit() {
  const { _ } = useLingui();
  const token = useToken();
  const user = useUser();
  if (!token) return <SignInPrompt />;
  if (!user) return <Spinner />;
  return (
    <article className={styles.card} aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title" className={styles.name}>
        {_('profile.editTitle')}
      </h1>
      {user.role_id === TEACHER_ROLE_ID ? null : (
        <section className={styles.section} aria-label={_('profile.category')}>
          <CategorySwitch user={user} />
        </section>
      )}
      <EditForm initial={{ first_name: user.first_name, last_name: user.last_name }} />
    </article>
  );
}
