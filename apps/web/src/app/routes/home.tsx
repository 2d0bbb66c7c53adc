import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { withCatalogs } from '@/lib/i18n.ts';
import { HomePage } from '@/features/home/components/home-page.tsx';
import { useTotalProgressPercent } from '../layout/learning-slots.tsx';

const HomeProgressSection = lazy(
  withCatalogs(async () => ({ default: (await import('./home-progress.tsx')).HomeProgressSection })),
);

export function HomeRoute() {
  const { _ } = useLingui();
  const progressPercent = useTotalProgressPercent();
  // The progress section is a Premium learner's; exam readiness belongs with the rest of their progress.
  return (
    <HomePage
      progressSection={
        <Suspense fallback={<Spinner label={_('routes.homeProgressLoading')} />}>
          <HomeProgressSection />
        </Suspense>
      }
      progressPercent={progressPercent}
    />
  );
}

export { HomeRoute as Component };
