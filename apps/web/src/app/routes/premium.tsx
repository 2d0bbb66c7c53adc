import { PurchaseScreen } from '@/features/payments/components/purchase-screen.tsx';

export function PremiumRoute() {
  return (
    <PurchaseScreen
      title="Оплата Преміуму"
      subtitle="Усі теми, теорія, заліки та іспити без обмежень"
      waitForUser
    />
  );
}
