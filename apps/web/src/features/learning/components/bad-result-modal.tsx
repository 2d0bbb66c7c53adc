import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { NOUNS, partOf, word } from '@/lib/plural.ts';

interface BadResultModalProps {
  correct: number;
  total: number;
  onRetry: () => void;
  onMap: () => void;
  busy: boolean;
}

/** After a lesson or retest with mistakes: retry the wrong questions, or go back to the map. */
export function BadResultModal({ correct, total, onRetry, onMap, busy }: BadResultModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onMap();
      }}
      title="Є помилки"
      description={`Ви правильно відповіли на ${partOf(correct, total, NOUNS.question)}. Пройдіть ще раз уважно питання, на які відповіли неправильно.`}
      closeButton={false}
      actions={
        <>
          <Button onClick={onRetry} disabled={busy}>
            Пройти ще раз!
          </Button>
          <Button variant="secondary" onClick={onMap}>
            На мапу
          </Button>
        </>
      }
    />
  );
}

interface GoodResultModalProps {
  total: number;
  /** A retest that put every mistake right, rather than a lesson without one. */
  retest: boolean;
  onMap: () => void;
}

/** After a lesson without a mistake, or a retest with every answer right: said, not skipped silently. */
export function GoodResultModal({ total, retest, onMap }: GoodResultModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onMap();
      }}
      title={retest ? 'Помилки виправлено!' : 'Без жодної помилки!'}
      description={
        retest
          ? `Тепер усі відповіді правильні: ${total} з ${total}. Урок пройдено.`
          : `Ви правильно відповіли на всі ${total} ${word(total, NOUNS.question)} уроку.`
      }
      closeButton={false}
      actions={<Button onClick={onMap}>На мапу</Button>}
    />
  );
}
