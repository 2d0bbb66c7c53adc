import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useViewer } from '@/hooks/use-viewer.ts';
import { withCatalogs } from '@/lib/i18n.ts';
import { sessionStore } from '@/lib/storage.ts';
import { HeaderProgress, MenuProgress } from '@/features/learning/components/header-progress.tsx';
import { useTotalPercent } from '@/features/learning/api/get-progress-total.ts';

// Shown only on /test, so its code (the clock, the leave dialog's trigger) comes with that screen, not the first page.
const TestSideControls = lazy(
  withCatalogs(async () => ({
    default: (await import('@/features/learning/components/test-side-controls.tsx')).TestSideControls,
  })),
);

/** The controls' place while their code loads (a moment on /test): the same lines, so the menu does not move. */
function TestSideControlsPlace() {
  const { _ } = useLingui();
  const type = sessionStore.get('general')?.type;
  return (
    <>
      {type === 'all_theme' || type === 'exam' ? <p aria-hidden="true">&nbsp;</p> : null}
      <Button variant="danger" block disabled>
        {_('side.finishTest')}
      </Button>
    </>
  );
}

/* Slots of the learning work in the shared layout, with the guards the spec gives (signed in, not on /finish). */

/** Header: the total progress ring, for a signed-in user with progress, not on /finish. */
export function HeaderProgressSlot() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  if (!viewer.signedIn || pathname === '/finish') return null;
  return <HeaderProgress />;
}

/** Side menu on /test: the red 'finish the test' button and, for timed tests, the countdown clock. */
export function SideMenuTestSlot() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  if (!viewer.signedIn || pathname !== '/test') return null;
  return (
    <Suspense fallback={<TestSideControlsPlace />}>
      <TestSideControls />
    </Suspense>
  );
}

/** Total progress in percent for the home page's start / continue button; null while unknown. */
export function useTotalProgressPercent(): number | null {
  const viewer = useViewer();
  return useTotalPercent(viewer.signedIn);
}

/** Mobile menu user block: the circular progress percentage (spec section 2, burger menu). */
export function MobileMenuProgressSlot() {
  const viewer = useViewer();
  if (!viewer.signedIn) return null;
  return <MenuProgress />;
}
