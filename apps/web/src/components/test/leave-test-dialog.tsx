import { useLingui } from '@lingui/react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { i18n } from '@/lib/i18n.ts';
import { sessionStore } from '@/lib/storage.ts';
import './i18n.ts';

export interface LeaveTestDialogProps {
  open: boolean;
  /** Leaving drops the test ('Завершити тест'), rather than keeping it to go on later. */
  abandon?: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * What leaving costs, by the kind of test (the exam's clock runs on the server whatever the learner does). A lesson
 * or credit test left by a link or Back goes on where it was when it is started again (decision 141); 'Завершити
 * тест' (`abandon`) drops its answers.
 */
export function leaveWarning(abandon = false): string {
  if (sessionStore.get('exam')) return i18n._('test.leaveExam');
  const credit = sessionStore.get('general')?.type === 'all_theme';
  if (abandon) return i18n._(credit ? 'test.leaveCreditAbandon' : 'test.leaveLessonAbandon');
  return i18n._(credit ? 'test.leaveCredit' : 'test.leaveLesson');
}

/** 'Вийти з тесту?': asked before a test in progress is left by any way (button, link or the browser's Back). */
export function LeaveTestModal({ open, abandon = false, onStay, onLeave }: LeaveTestDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={_('test.leaveTitle')}
      description={open ? leaveWarning(abandon) : undefined}
      closeButton={false}
      actions={
        <>
          <Button onClick={onStay}>{_('test.stay')}</Button>
          <Button variant="danger" onClick={onLeave}>
            {_('test.leave')}
          </Button>
        </>
      }
    />
  );
}
