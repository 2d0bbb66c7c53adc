import { CREDIT_MODAL_PASS_PERCENT } from '@pdr/contract/constants';
import type { LearningTheme } from '@pdr/contract/learning';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

interface ClosedThemeModalProps {
  theme: LearningTheme;
  /** The theme whose credit test opens this one. */
  opener: LearningTheme | undefined;
  onClose: () => void;
  onOpen: (theme: LearningTheme) => void;
}

/** A tap on a dashed theme says which credit test opens it, and leads there, instead of doing nothing. */
export function ClosedThemeModal({ theme, opener, onClose, onOpen }: ClosedThemeModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Тема ${theme.number} ще закрита`}
      description={
        // A free theme is closed by the same rule: the learner who read 'теми 1 і 2' is told why.
        (theme.free ? 'Тема входить у безкоштовний тариф, але теми відкриваються по черзі. ' : '') +
        (opener
          ? `Її відкриє залік з теми ${opener.number} «${opener.title}», складений щонайменше на ${CREDIT_MODAL_PASS_PERCENT}%: пройдіть усі уроки теми ${opener.number}, а потім натисніть зірку заліку.`
          : `Її відкриє залік попередньої теми, складений щонайменше на ${CREDIT_MODAL_PASS_PERCENT}%.`)
      }
      actions={
        <>
          {opener && !opener.blocked && !opener.disabled ? (
            <Button onClick={() => onOpen(opener)}>До теми {opener.number}</Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Закрити
          </Button>
        </>
      }
    />
  );
}
