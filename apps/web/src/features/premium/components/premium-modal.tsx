import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '@/hooks/use-config.ts';
import { showPopup } from '@/lib/popup.ts';
import { TestPaymentNote } from '@/components/site/test-payment-note.tsx';
import { premiumBenefits } from '@/components/site/claims.ts';
import { useSiteClaims } from '@/components/site/seller-details.tsx';
import { OfferModal } from './offer-modal.tsx';
import tick from '@/components/ui/tick-list.module.css';
import styles from './premium-modal.module.css';

interface PremiumModalProps {
  open: boolean;
  onClose: () => void;
  /** What the learner met that Premium lifts (the day's free exam used): said first, instead of a bare offer. */
  reason?: string | null;
}

/** What Premium gives and what it costs; the price is asked for each time the modal opens. */
export function PremiumModal({ open, onClose, reason = null }: PremiumModalProps) {
  const { _ } = useLingui();
  const config = useQuery({ ...configQueryOptions, enabled: open, staleTime: 0 });
  const claims = useSiteClaims();

  useEffect(() => {
    if (open && config.isError) showPopup('error', _('premium.priceFailedPopup'));
  }, [open, config.isError, _]);

  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title={_('premium.title')}
      description={reason ?? _('premium.lead')}
      action={{ label: _('premium.pay'), to: '/premium', variant: 'premium' }}
    >
      <ul className={`${tick.tickList} ${styles.benefits}`}>
        {premiumBenefits(claims).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className={styles.price} aria-live="polite">
        {config.data ? (
          <>
            <strong>{_('premium.price', { price: config.data.subscription.price })}</strong>{' '}
            {_('premium.forDays', { count: config.data.subscription.days })}
          </>
        ) : config.isError ? (
          _('premium.priceFailed')
        ) : (
          _('premium.priceLoading')
        )}
      </p>
      <TestPaymentNote />
    </OfferModal>
  );
}
