import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';

export function RegisterRoute() {
  return (
    <AuthCard
      wide
      title="Онлайн тренажер для вивчення і перевірки знань з Правил Дорожнього руху України"
      subtitle="Реєстрація в системі"
    >
      <RegisterForm />
    </AuthCard>
  );
}
