import { OfferModal } from './offer-modal.tsx';

/** Tells a guest that Premium is bought from an account, and offers both ways to one: sign in or register. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title="Потрібен вхід"
      description="Щоб придбати Преміум, увійдіть у свій кабінет або зареєструйтеся."
      action={{ label: 'Увійти', to: '/login' }}
      also={{ label: 'Зареєструватися', to: '/register' }}
    />
  );
}
