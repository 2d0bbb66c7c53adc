import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '@/hooks/use-config.ts';
import { showPopup } from '@/lib/popup.ts';
import { TestPaymentNote } from '@/components/site/test-payment-note.tsx';
import { OfferModal } from './offer-modal.tsx';
import tick from '@/components/ui/tick-list.module.css';
import styles from './premium-modal.module.css';

const BENEFITS = [
  'Усі чинні екзаменаційні питання за всіма темами',
  'Теорія з коментарями інструктора, ілюстраціями та відеоуроками',
  'Залікові тести та повторення слабких тем',
  'Іспит без обмежень з аналізом тем, де були помилки',
];

/** What Premium gives and what it costs; the price is asked for each time the modal opens. */
export function PremiumModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useQuery({ ...configQueryOptions, enabled: open, staleTime: 0 });

  useEffect(() => {
    if (open && config.isError) showPopup('error', 'Не вдалося отримати ціну');
  }, [open, config.isError]);

  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title="Преміум-доступ"
      description="Готуйтеся до іспиту без обмежень."
      action={{ label: 'Оплатити', to: '/premium', variant: 'premium' }}
    >
      <ul className={`${tick.tickList} ${styles.benefits}`}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className={styles.price} aria-live="polite">
        {config.data ? (
          <>
            <strong>{config.data.subscription.price} грн</strong> за {config.data.subscription.days} днів
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
