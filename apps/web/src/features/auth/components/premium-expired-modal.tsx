import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

/** After a password reset, for a user whose Premium has ended (spec section 4). */
export function PremiumExpiredModal({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const toLogin = () => void navigate('/login', { replace: true });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) toLogin();
      }}
      title="Термін дії Преміуму закінчився"
      description="Тариф Преміум діє 3 місяці. Ви можете активувати його знову після входу в систему."
      closeButton={false}
      actions={<Button onClick={toLogin}>Увійти</Button>}
    />
  );
}
