import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { BookIcon, LockIcon } from '@/components/ui/icons.tsx';
import { theoryMaterials } from '@/components/site/claims.ts';
import { useSiteClaims } from '@/components/site/seller-details.tsx';

/** What a guest sees instead of the theory. */
export function GuestPlug() {
  // Said without the config (a guest's plug asks the server nothing): no claim about videos.
  return (
    <AccessPlug
      kind="sign-in"
      title="Увійдіть, щоб відкрити теорію"
      titleId="theory-guest-title"
      icon={<BookIcon size={28} />}
    >
      Теорія з ілюстраціями й коментарями інструкторів доступна після входу.
    </AccessPlug>
  );
}

/** What a signed-in user without Premium sees: theory comes with the Premium tariff. */
export function PremiumPlug() {
  const claims = useSiteClaims();
  return (
    <AccessPlug
      kind="premium"
      title="Теорія доступна з тарифом Преміум"
      titleId="theory-premium-title"
      icon={<LockIcon size={28} />}
    >
      З Преміумом до кожної теми відкриваються пояснення правил, {theoryMaterials(claims)}, а також усі теми
      тестів, заліки й аналітика помилок.
    </AccessPlug>
  );
}
