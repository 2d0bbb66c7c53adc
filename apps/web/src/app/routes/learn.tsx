import { ThemeMapScreen } from '@/features/learning/components/theme-map.tsx';

export function LearnRoute() {
  return <ThemeMapScreen />;
}
