import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';

export function LoginRoute() {
  return (
    <AuthCard
      title="Вивчайте правила дорожнього руху онлайн, перевіряйте знання та складайте іспит"
      subtitle="Авторизація в системі"
    >
      <LoginForm />
    </AuthCard>
  );
}
