import { TheoryList } from '@/features/theory/components/theory-list.tsx';

export function TheoryRoute() {
  return <TheoryList />;
}

export { TheoryRoute as Component };
