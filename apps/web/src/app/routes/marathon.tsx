import { MarathonPage } from '@/features/marathon/components/marathon-page.tsx';

export function MarathonRoute() {
  return <MarathonPage />;
}

export { MarathonRoute as Component };
