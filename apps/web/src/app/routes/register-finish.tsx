import { PurchaseScreen } from '@/features/payments/components/purchase-screen.tsx';

export function RegisterFinishRoute() {
  return (
    <PurchaseScreen
      title="Завершення реєстрації"
      subtitle="Оформіть Преміум: усі теми, теорія, заліки та іспити без обмежень"
      waitForUser={false}
    />
  );
}
