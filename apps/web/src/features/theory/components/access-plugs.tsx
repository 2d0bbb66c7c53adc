import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { BookIcon, LockIcon } from '@/components/ui/icons.tsx';

/** What a guest sees instead of the theory. */
export function GuestPlug() {
  return (
    <AccessPlug
      kind="sign-in"
      title="Увійдіть, щоб відкрити теорію"
      titleId="theory-guest-title"
      icon={<BookIcon size={28} />}
    >
      Теорія з ілюстраціями, відеоуроками й коментарями інструкторів доступна після входу.
    </AccessPlug>
  );
}

/** What a signed-in user without Premium sees: theory comes with the Premium tariff. */
export function PremiumPlug() {
  return (
    <AccessPlug
      kind="premium"
      title="Теорія доступна з тарифом Преміум"
      titleId="theory-premium-title"
      icon={<LockIcon size={28} />}
    >
      З Преміумом до кожної теми відкриваються пояснення правил, ілюстрації, відеоуроки та коментарі
      експертів, а також усі теми тестів, заліки й аналітика помилок.
    </AccessPlug>
  );
}
