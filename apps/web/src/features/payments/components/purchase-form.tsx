import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatGroupCode, type User } from '@pdr/contract/accounts';
import { paymentMessages } from '@pdr/contract/payments';
import { CategoryField } from '@/components/form/category-field.tsx';
import { Field } from '@/components/form/field.tsx';
import { GroupCodeInput } from '@/components/form/group-code-input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useBuyPremium } from '../api/buy-premium.ts';
import { usePremiumOffer } from '../hooks/use-premium-offer.ts';
import { goToCheckout } from '@/lib/checkout.ts';
import { purchaseBody, purchaseFormSchema, type PurchaseValues } from '../utils/purchase-values.ts';
import { NameFields } from './name-fields.tsx';
import { PurchaseActions } from './purchase-actions.tsx';
import fieldStyles from '@/components/form/field.module.css';
import styles from './purchase.module.css';
import '@/lib/zod-locale.ts';

const FIELDS: (keyof PurchaseValues)[] = ['last_name', 'first_name', 'categories', 'group_code'];

/**
 * The purchase form of /premium and /register/finish (spec section 2): names only when the account has none,
 * categories (B by default), the group code (locked when the user has a group), the price, Оплатити and Назад.
 * A user unknown to the screen (no stored copy on /register/finish) sees the names as optional: the server asks for
 * them only when the account has none, and ignores what the account already has.
 */
export function PurchaseForm({ user }: { user: User | null }) {
  const { _ } = useLingui();
  const namesRequired = user !== null && (!user.first_name.trim() || !user.last_name.trim());
  const askNames = user === null || namesRequired;
  const hasGroup = Boolean(user?.group_code);
  const shape = { askNames, namesRequired, hasGroup };
  const offer = usePremiumOffer(user?.group_code ?? null);
  const buy = useBuyPremium();
  const [systemError, setSystemError] = useState<string | null>(null);
  const form = useForm<PurchaseValues>({
    resolver: zodResolver(purchaseFormSchema(shape)),
    defaultValues: {
      last_name: user?.last_name ?? '',
      first_name: user?.first_name ?? '',
      categories: user?.categories.map((c) => c.id) ?? [],
      group_code: user?.group_code ? formatGroupCode(user.group_code) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSystemError(null);
    try {
      const order = await buy.mutateAsync(purchaseBody(values, shape));
      goToCheckout(order.link);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = Object.entries(error.errors).filter(([key]) =>
        FIELDS.includes(key as keyof PurchaseValues),
      );
      for (const [key, message] of fieldErrors) form.setError(key as keyof PurchaseValues, { message });
      // A refusal about the form (422, or 429 for too many group codes) says what to fix or how long to wait.
      const message =
        error.status < 500 && fieldErrors.length > 0 ? error.message : paymentMessages.subscribeFailed;
      showPopup('error', message);
      setSystemError(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <div className={styles.grid}>
        {askNames ? (
          <NameFields
            optional={!namesRequired}
            lastName={form.register('last_name')}
            firstName={form.register('first_name')}
            errors={{ lastName: errors.last_name?.message, firstName: errors.first_name?.message }}
          />
        ) : null}
        <CategoryField id="premium-categories" form={form} />
        <Field
          id="premium-group_code"
          label={
            <>
              {_('payments.groupCode')}{' '}
              <span className={fieldStyles.hint}>
                {_(hasGroup ? 'payments.yourGroup' : 'payments.ifKnown')}
              </span>
            </>
          }
          error={errors.group_code?.message}
          note={offer.codeAccepted ? <p className={fieldStyles.ok}>{_('payments.codeAccepted')}</p> : null}
        >
          <Controller
            control={form.control}
            name="group_code"
            render={({ field }) => (
              <GroupCodeInput
                id="premium-group_code"
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  field.onBlur();
                  if (hasGroup) return;
                  void offer.checkCode(field.value).then((message) => {
                    if (message) form.setError('group_code', { message });
                    else form.clearErrors('group_code');
                  });
                }}
                disabled={hasGroup}
                error={errors.group_code?.message}
                inputRef={field.ref}
              />
            )}
          />
        </Field>
      </div>
      <PurchaseActions
        price={offer.price}
        days={offer.days}
        pending={isSubmitting}
        systemError={systemError}
      />
    </form>
  );
}
