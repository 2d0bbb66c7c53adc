import { RepetitionPage } from '@/features/repetition/components/repetition-page.tsx';

export function RepetitionRoute() {
  return <RepetitionPage />;
}

export { RepetitionRoute as Component };
