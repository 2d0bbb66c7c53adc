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
import { countOf, NOUNS } from '@/lib/plural.ts';

interface PremiumModalProps {
  open: boolean;
  onClose: () => void;
  /** What the learner met that Premium lifts (the day's free exam used): said first, instead of a bare offer. */
  reason?: string | null;
}

/** What Premium gives and what it costs; the price is asked for each time the modal opens. */
export function PremiumModal({ open, onClose, reason = null }: PremiumModalProps) {
  const config = useQuery({ ...configQueryOptions, enabled: open, staleTime: 0 });
  const claims = useSiteClaims();

  useEffect(() => {
    if (open && config.isError) showPopup('error', 'Не вдалося отримати ціну');
  }, [open, config.isError]);

  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title="Преміум-доступ"
      description={reason ?? 'Готуйтеся до іспиту без обмежень.'}
      action={{ label: 'Оплатити', to: '/premium', variant: 'premium' }}
    >
      <ul className={`${tick.tickList} ${styles.benefits}`}>
        {premiumBenefits(claims).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className={styles.price} aria-live="polite">
        {config.data ? (
          <>
            <strong>{config.data.subscription.price} грн</strong> за{' '}
            {countOf(config.data.subscription.days, NOUNS.day)}
          </>
        ) : config.isError ? (
          'Ціну зараз не вдалося отримати'
        ) : (
          'Отримуємо ціну…'
        )}
      </p>
      <TestPaymentNote />
    </OfferModal>
  );
}
