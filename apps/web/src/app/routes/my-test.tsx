import { MyTestsScreen } from '@/features/learning/components/my-tests-screen.tsx';

export function MyTestRoute() {
  return <MyTestsScreen />;
}

export { MyTestRoute as Component };
