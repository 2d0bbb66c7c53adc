import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeAppModal, useOpenAppModal } from '@/lib/modals.ts';
import { LoginRequiredModal } from './login-required-modal.tsx';
import { PremiumModal } from './premium-modal.tsx';

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
  return (
    <>
      <PremiumModal open={open === 'premium'} onClose={closeAppModal} />
      <LoginRequiredModal open={open === 'login-required'} onClose={closeAppModal} />
    </>
  );
}
