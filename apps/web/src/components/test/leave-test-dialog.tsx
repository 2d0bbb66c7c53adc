import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { sessionStore } from '@/lib/storage.ts';

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
  if (sessionStore.get('exam'))
    return 'Годинник іспиту не зупиняється: поки вас немає, відведений на іспит час спливає.';
  const credit = sessionStore.get('general')?.type === 'all_theme';
  if (abandon)
    return credit
      ? 'Залік ще не завершено, а відлік його часу не зупиняється. Уже дані відповіді буде втрачено.'
      : 'Урок ще не завершено: його відповіді зараховуються, лише коли ви відповісте на всі питання. Уже дані відповіді буде втрачено.';
  return credit
    ? 'Залік ще не завершено, а відлік його часу не зупиняється. Ваші відповіді збережено.'
    : 'Урок ще не завершено. Ваші відповіді збережено: повернувшись до нього з мапи, ви продовжите з того самого питання.';
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
