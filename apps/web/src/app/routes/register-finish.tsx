import { useLingui } from '@lingui/react';
import { PurchaseScreen } from '@/features/payments/components/purchase-screen.tsx';
import './i18n.ts';

export function RegisterFinishRoute() {
  const { _ } = useLingui();
  return (
    <PurchaseScreen
      title={_('routes.registerFinishTitle')}
      subtitle={_('routes.registerFinishSubtitle')}
      waitForUser={false}
    />
  );
}

export { RegisterFinishRoute as Component };
