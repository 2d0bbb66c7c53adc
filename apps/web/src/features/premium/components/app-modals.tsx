import { closeAppModal, useOpenAppModal } from '@/lib/modals.ts';
import { LoginRequiredModal } from './login-required-modal.tsx';
import { PremiumModal } from './premium-modal.tsx';

/** The app-wide modals, rendered once in the root layout and opened through lib/modals.ts. */
export function AppModals() {
  const open = useOpenAppModal();
  return (
    <>
      <PremiumModal open={open === 'premium'} onClose={closeAppModal} />
      <LoginRequiredModal open={open === 'login-required'} onClose={closeAppModal} />
    </>
  );
}
