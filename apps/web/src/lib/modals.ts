import { useSyncExternalStore } from 'react';

/**
 * App-wide modals that any screen may open: the premium info/payment modal and the login-required modal.
 * They are rendered once at the root (features/premium/components/app-modals.tsx); features only call the openers.
 */
export type AppModal = 'premium' | 'login-required';

let open: AppModal | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the modal that tells about Premium, its price and the way to pay (for a signed-in user). */
export function openPremiumModal(): void {
  open = 'premium';
  emit();
}

/** Opens the modal that asks a guest to sign in before buying Premium. */
export function openLoginRequiredModal(): void {
  open = 'login-required';
  emit();
}

export function closeAppModal(): void {
  if (open === null) return;
  open = null;
  emit();
}

export function useOpenAppModal(): AppModal | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}

/** The Premium button everywhere: a signed-in user learns about Premium and pays, a guest is asked to sign in. */
export function openPremiumOffer(signedIn: boolean): void {
  if (signedIn) openPremiumModal();
  else openLoginRequiredModal();
}
