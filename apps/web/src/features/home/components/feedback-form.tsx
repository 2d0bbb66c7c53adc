import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatPhone } from '@pdr/contract/phone';
import { FEEDBACK_MESSAGE_MAX, feedbackBodySchema, type FeedbackBody } from '@pdr/contract/repetition';
import { Field, describedBy } from '@/components/form/field.tsx';
import { PhoneField } from '@/components/form/phone-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import formStyles from '@/components/ui/form.module.css';
import { useUser } from '@/hooks/use-user.ts';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import styles from './feedback-form.module.css';
import '@/lib/zod-locale.ts';
import '../later/i18n.ts';

const FIELDS = ['name', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

/** The contact block's short form: name, phone and a message for the school's staff (POST /callback). */
export function FeedbackForm() {
  const { _ } = useLingui();
  const send = useSendFeedback();
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm<FeedbackBody>({ defaultValues: { name: '', phone: '', message: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = useWatch({ control: form.control, name: 'message' }).length;
  // A signed-in learner is not asked what the trainer knows: their name and number fill the form (still editable)
  // once the user is at hand, unless they have typed there already.
  const user = useUser();
  useEffect(() => {
    if (!user) return;
    const { dirtyFields } = form.formState;
    if (!dirtyFields.name && !form.getValues('name'))
      form.setValue('name', `${user.first_name} ${user.last_name}`.trim());
    if (!dirtyFields.phone && !form.getValues('phone')) form.setValue('phone', formatPhone(user.phone));
  }, [form, user]);

  const onSubmit = form.handleSubmit(async (values) => {
    setThanks(null);
    // The contract's own schema checks the fields first, with the same Ukrainian messages the server gives.
    const parsed = feedbackBodySchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        if (!form.getFieldState(key).error) form.setError(key, { message: issue.message });
      }
      return;
    }
    try {
      const res = await send.mutateAsync(parsed.data);
      form.reset();
      setThanks(res.message);
      showPopup('success', res.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.errors).filter(([k]) => FIELDS.includes(k as FieldName));
      for (const [key, message] of fields) form.setError(key as FieldName, { message });
      if (fields.length === 0) showPopup('error', error.message);
    }
  });

  const e = (name: FieldName) => errors[name]?.message;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="feedback-title">
      <h3 id="feedback-title" className={styles.title}>
        {_('home.feedbackTitle')}
      </h3>
      <div className={styles.row}>
        <Field id="feedback-name" label={_('home.name')} error={e('name')}>
          <input
            id="feedback-name"
            className={formStyles.input}
            autoComplete="name"
            maxLength={100}
            {...describedBy('feedback-name', e('name'))}
            {...form.register('name')}
          />
        </Field>
        <PhoneField id="feedback-phone" control={form.control} name="phone" error={e('phone')} />
      </div>
      <Field
        id="feedback-message"
        label={_('home.message')}
        error={e('message')}
        note={<span className={styles.counter}>{`${length} / ${FEEDBACK_MESSAGE_MAX}`}</span>}
      >
        <textarea
          id="feedback-message"
          className={`${formStyles.input} ${styles.message}`}
          rows={4}
          maxLength={FEEDBACK_MESSAGE_MAX}
          {...describedBy('feedback-message', e('message'))}
          {...form.register('message')}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {_(isSubmitting ? 'home.sending' : 'home.send')}
        </Button>
        <p className={styles.thanks} role="status">
          {thanks}
        </p>
      </div>
    </form>
  );
}
