import '../i18n.ts';
import { useLingui } from '@lingui/react';
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
  children?: ReactNode;
}

/** The frame of the Premium modals: 'Закрити' and one button that leads on to another page. */
export function OfferModal({ open, onClose, title, description, action, children }: OfferModalProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {_('premium.close')}
          </Button>
          <Button
            variant={action.variant ?? 'primary'}
            onClick={() => {
              onClose();
              void navigate(action.to);
            }}
          >
            {action.label}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
