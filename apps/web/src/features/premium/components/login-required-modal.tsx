import { OfferModal } from './offer-modal.tsx';

/** Tells a guest that Premium is bought from an account, and offers the way to sign in. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title="Потрібен вхід"
      description="Щоб придбати Преміум, увійдіть у свій кабінет або зареєструйтеся."
      action={{ label: 'Увійти', to: '/login' }}
    />
  );
}
