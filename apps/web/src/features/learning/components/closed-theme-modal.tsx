import { useLingui } from '@lingui/react';
import '../i18n.ts';
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
  const { _ } = useLingui();
  const percent = CREDIT_MODAL_PASS_PERCENT;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={_('learning.closed.title', { number: theme.number })}
      description={
        // A free theme is closed by the same rule: the learner who read 'теми 1 і 2' is told why.
        [
          ...(theme.free ? [_('learning.closed.free')] : []),
          opener
            ? _('learning.closed.opener', { number: opener.number, title: opener.title, percent })
            : _('learning.closed.previous', { percent }),
        ].join(' ')
      }
      actions={
        <>
          {opener && !opener.blocked && !opener.disabled ? (
            <Button onClick={() => onOpen(opener)}>
              {_('learning.closed.toTheme', { number: opener.number })}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {_('learning.close')}
          </Button>
        </>
      }
    />
  );
}
