import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { leaveWarning } from './leave-test.tsx';

export interface LeaveTestDialogProps {
  open: boolean;
  /** Leaving drops the test ('Завершити тест'), rather than keeping it to go on later. */
  abandon?: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** 'Вийти з тесту?': asked before a test in progress is left by any way (button, link or the browser's Back). */
export function LeaveTestModal({ open, abandon = false, onStay, onLeave }: LeaveTestDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title="Вийти з тесту?"
      description={open ? leaveWarning(abandon) : undefined}
      closeButton={false}
      actions={
        <>
          <Button onClick={onStay}>Залишитися</Button>
          <Button variant="danger" onClick={onLeave}>
            Вийти
          </Button>
        </>
      }
    />
  );
}
