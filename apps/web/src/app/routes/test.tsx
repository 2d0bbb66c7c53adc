import { TestScreen } from '@/features/learning/components/test-screen.tsx';

export function TestRoute() {
  return <TestScreen />;
}
