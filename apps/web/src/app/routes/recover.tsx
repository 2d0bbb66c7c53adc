import { GuestOnly } from '@/components/routing/guest-only.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { RecoverForm } from '@/features/auth/components/recover-form.tsx';

export function RecoverRoute() {
  return (
    <GuestOnly>
      <AuthCard title="Відновлення пароля" subtitle="Введіть номер телефону, на який зареєстровано акаунт">
        <RecoverForm />
      </AuthCard>
    </GuestOnly>
  );
}
