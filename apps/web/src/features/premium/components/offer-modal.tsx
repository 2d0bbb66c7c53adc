import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonVariant } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

interface OfferModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The main button: it closes the modal and goes to `to`. */
  action: { label: string; to: string; variant?: ButtonVariant };
  /** A second way on, beside the main button ('Зареєструватися' beside 'Увійти'). */
  also?: { label: string; to: string };
  children?: ReactNode;
}

/** The frame of the Premium modals: 'Закрити' and one or two buttons that lead on to another page. */
export function OfferModal({ open, onClose, title, description, action, also, children }: OfferModalProps) {
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Закрити
          </Button>
          {also ? (
            <Button variant="secondary" onClick={() => go(also.to)}>
              {also.label}
            </Button>
          ) : null}
          <Button variant={action.variant ?? 'primary'} onClick={() => go(action.to)}>
            {action.label}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
