import { EXAM_DURATION_S, EXAM_MAX_MISTAKES, EXAM_QUESTION_COUNT } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import styles from './general-screen.module.css';
import { countOf, NOUNS } from '@/lib/plural.ts';

interface RulesModalProps {
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** The exam's rules, shown before the first exam; its button stores that they were read and starts the exam. */
export function RulesModal({ open, busy, onAccept, onClose }: RulesModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Правила іспиту"
      description="Іспит тут проходить так само, як теоретичний іспит у сервісному центрі МВС."
      actions={
        <>
          <Button onClick={onAccept} disabled={busy}>
            Зрозуміло, почати іспит
          </Button>
          <ModalClose asChild>
            <Button variant="secondary">Закрити</Button>
          </ModalClose>
        </>
      }
    >
      <ul className={styles.rules}>
        <li>
          {countOf(EXAM_QUESTION_COUNT, NOUNS.question)} з усіх тем, у тій самій пропорції, що й на
          справжньому іспиті.
        </li>
        <li>
          {countOf(EXAM_DURATION_S / 60, NOUNS.minute)} на весь іспит. Годинник не зупиняється, навіть якщо
          закрити сторінку.
        </li>
        <li>На кожне питання одна відповідь; змінити її вже не можна.</li>
        <li>
          Іспит складено, якщо помилок не більше {EXAM_MAX_MISTAKES}. Третя помилка одразу завершує іспит.
        </li>
        <li>Питання можна пропустити й повернутися до нього за номером унизу.</li>
        <li className={styles.keysRule}>Цифри 1–5 вибирають відповідь, Enter — далі.</li>
      </ul>
    </Modal>
  );
}
