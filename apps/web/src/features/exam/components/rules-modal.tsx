import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { EXAM_DURATION_S, EXAM_MAX_MISTAKES, EXAM_QUESTION_COUNT } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import styles from './general-screen.module.css';

interface RulesModalProps {
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** The exam's rules, shown before the first exam; its button stores that they were read and starts the exam. */
export function RulesModal({ open, busy, onAccept, onClose }: RulesModalProps) {
  const { _ } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={_('exam.rulesTitle')}
      description={_('exam.rulesDescription')}
      actions={
        <>
          <Button onClick={onAccept} disabled={busy}>
            {_('exam.rulesAccept')}
          </Button>
          <ModalClose asChild>
            <Button variant="secondary">{_('exam.close')}</Button>
          </ModalClose>
        </>
      }
    >
      <ul className={styles.rules}>
        <li>{_('exam.ruleQuestions', { count: EXAM_QUESTION_COUNT })}</li>
        <li>{_('exam.ruleMinutes', { count: EXAM_DURATION_S / 60 })}</li>
        <li>{_('exam.ruleOneAnswer')}</li>
        <li>{_('exam.ruleMistakes', { max: EXAM_MAX_MISTAKES })}</li>
        <li>{_('exam.ruleSkip')}</li>
        <li className={styles.keysRule}>{_('exam.ruleKeys')}</li>
      </ul>
    </Modal>
  );
}
