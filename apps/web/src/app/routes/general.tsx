import { useLogout } from '@/features/auth/api/logout.ts';
import { GeneralScreen } from '@/features/exam/components/general-screen.tsx';

export function GeneralRoute() {
  const logout = useLogout();
  return <GeneralScreen onExit={() => logout.mutate()} />;
}

export { GeneralRoute as Component };
