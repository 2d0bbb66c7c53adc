import { Link } from 'react-router';
import { OfferModal } from './offer-modal.tsx';

/**
 * Tells a guest that Premium is bought from an account, and offers both ways to one: 'Увійти', and a link to
 * register for those who have none (a third button would not fit the modal's row).
 */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OfferModal
      open={open}
      onClose={onClose}
      title="Потрібен вхід"
      description="Щоб придбати Преміум, увійдіть у свій кабінет або зареєструйтеся."
      action={{ label: 'Увійти', to: '/login' }}
    >
      <p>
        Ще не маєте кабінету? <Link to="/register">Зареєструватися</Link>
      </p>
    </OfferModal>
  );
}
