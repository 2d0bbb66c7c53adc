import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

/** Tells a guest that Premium is bought from an account, and offers the way to sign in. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Потрібен вхід"
      description="Щоб придбати Преміум, увійдіть у свій кабінет або зареєструйтеся."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Закрити
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate('/login');
            }}
          >
            Увійти
          </Button>
        </>
      }
    />
  );
}
