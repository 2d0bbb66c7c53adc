import { useLingui } from '@lingui/react';
import { GuestOnly } from '@/components/routing/guest-only.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import './i18n.ts';

export function ResetPasswordRoute() {
  const { _ } = useLingui();
  return (
    <GuestOnly>
      <AuthCard title={_('routes.resetTitle')} subtitle={_('routes.resetSubtitle')}>
        <ResetPasswordForm />
      </AuthCard>
    </GuestOnly>
  );
}

export { ResetPasswordRoute as Component };
