import { useLingui } from '@lingui/react';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import './i18n.ts';

export function LoginRoute() {
  const { _ } = useLingui();
  return (
    <AuthCard title={_('routes.loginTitle')} subtitle={_('routes.loginSubtitle')}>
      <LoginForm />
    </AuthCard>
  );
}

export { LoginRoute as Component };
