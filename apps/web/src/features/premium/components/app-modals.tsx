import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { withCatalogs } from '@/lib/i18n.ts';
import { closeAppModal, premiumModalReason, useOpenAppModal } from '@/lib/modals.ts';

// Each modal's code (and the dialog library) loads when it first opens, not with the first page (decision 113).
// The modal shows once its words are in, in the learner's language.
const PremiumModal = lazy(
  withCatalogs(async () => ({ default: (await import('./premium-modal.tsx')).PremiumModal })),
);
const LoginRequiredModal = lazy(
  withCatalogs(async () => ({
    default: (await import('./login-required-modal.tsx')).LoginRequiredModal,
  })),
);

/** Fetches the modals' code ahead of a click (the Premium buttons call it on hover and focus). */
export function preloadAppModals(): void {
  void import('./premium-modal.tsx');
  void import('./login-required-modal.tsx');
}

/** The app-wide modals, rendered once in the root layout and opened through lib/modals.ts. */
export function AppModals() {
  const open = useOpenAppModal();
  // Another page (the browser's Back, a typed address) leaves the modal of the page before behind.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeAppModal();
  }, [pathname]);
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      {open === 'premium' ? (
        <PremiumModal open onClose={closeAppModal} reason={premiumModalReason()} />
      ) : null}
      {open === 'login-required' ? <LoginRequiredModal open onClose={closeAppModal} /> : null}
    </Suspense>
  );
}
