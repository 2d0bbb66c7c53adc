import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Trans } from '@/lib/trans.tsx';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { TestPaymentNote } from '@/components/site/test-payment-note.tsx';
import { CardBrands } from './card-brands.tsx';
import fieldStyles from '@/components/form/field.module.css';
import styles from './purchase.module.css';

interface PurchaseActionsProps {
  price: number | undefined;
  days: number | undefined;
  pending: boolean;
  systemError: string | null;
}

/** The foot of the purchase form: what is paid for, the card brands, a form-wide error, Оплатити and Назад. */
export function PurchaseActions({ price, days, pending, systemError }: PurchaseActionsProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  // Назад returns to the screen the user came from; opened from a link, there is none, so home.
  const goBack = () => {
    const state: unknown = window.history.state;
    const idx = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.total} aria-live="polite">
          <span>{_('payments.toPay')}</span>
          {price !== undefined && days !== undefined ? (
            <span>
              <Trans
                id={'payments.total'}
                values={{
                  price: <strong className={styles.amount}>{_('payments.price', { price })}</strong>,
                  count: days,
                }}
              />
            </span>
          ) : (
            <span>{_('payments.gettingPrice')}</span>
          )}
        </p>
        <CardBrands />
        <TestPaymentNote />
      </div>
      {systemError ? (
        <p className={fieldStyles.systemError} role="alert">
          {systemError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="premium" size="lg" block disabled={pending}>
          {_(pending ? 'payments.creating' : 'payments.pay')}
        </Button>
        <Button variant="secondary" size="lg" block onClick={goBack}>
          {_('payments.back')}
        </Button>
      </div>
    </>
  );
}
