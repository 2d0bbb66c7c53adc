import { FinishScreen } from '@/features/learning/components/finish-screen.tsx';

export function FinishRoute() {
  return <FinishScreen />;
}

export { FinishRoute as Component };
