import { useLingui } from '@lingui/react';
import { PurchaseScreen } from '@/features/payments/components/purchase-screen.tsx';
import './i18n.ts';

export function PremiumRoute() {
  const { _ } = useLingui();
  return (
    <PurchaseScreen title={_('routes.premiumTitle')} subtitle={_('routes.premiumSubtitle')} waitForUser />
  );
}

export { PremiumRoute as Component };
