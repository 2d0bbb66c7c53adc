import { GuestOnly } from '@/components/routing/guest-only.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  return (
    <GuestOnly>
      <AuthCard title="Зміна пароля" subtitle="Введіть код із SMS і придумайте новий пароль">
        <ResetPasswordForm />
      </AuthCard>
    </GuestOnly>
  );
}
