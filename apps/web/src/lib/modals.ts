import { useSyncExternalStore } from 'react';

/**
 * App-wide modals that any screen may open: the premium info/payment modal and the login-required modal.
 * They are rendered once at the root (features/premium/components/app-modals.tsx); features only call the openers.
 */
export type AppModal = 'premium' | 'login-required';

let open: AppModal | null = null;
/** Why the Premium modal opened, when something the learner asked for is what Premium gives (decision 143). */
let reason: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Opens the modal that tells about Premium, its price and the way to pay (for a signed-in user). `why` says what
 * the learner met (the day's free exam used, and when the next comes); a click handler's event is no reason.
 */
export function openPremiumModal(why?: unknown): void {
  open = 'premium';
  reason = typeof why === 'string' && why ? why : null;
  emit();
}

/** What the open Premium modal says first, if it opened for a reason. */
export function premiumModalReason(): string | null {
  return reason;
}

/** Opens the modal that asks a guest to sign in before buying Premium. */
export function openLoginRequiredModal(): void {
  open = 'login-required';
  reason = null;
  emit();
}

export function closeAppModal(): void {
  if (open === null) return;
  open = null;
  reason = null;
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
