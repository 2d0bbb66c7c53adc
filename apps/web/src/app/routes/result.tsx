import { ResultScreen } from '@/features/exam/components/result-screen.tsx';

export function ResultRoute() {
  return <ResultScreen />;
}

export { ResultRoute as Component };
