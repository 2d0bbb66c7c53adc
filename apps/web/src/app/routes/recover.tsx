import { useLingui } from '@lingui/react';
import { GuestOnly } from '@/components/routing/guest-only.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { RecoverForm } from '@/features/auth/components/recover-form.tsx';
import './i18n.ts';

export function RecoverRoute() {
  const { _ } = useLingui();
  return (
    <GuestOnly>
      <AuthCard title={_('routes.recoverTitle')} subtitle={_('routes.recoverSubtitle')}>
        <RecoverForm />
      </AuthCard>
    </GuestOnly>
  );
}

export { RecoverRoute as Component };
