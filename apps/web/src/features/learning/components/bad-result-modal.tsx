import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

interface BadResultModalProps {
  correct: number;
  total: number;
  onRetry: () => void;
  onMap: () => void;
  busy: boolean;
}

/** After a lesson or retest with mistakes: retry the wrong questions, or go back to the map. */
export function BadResultModal({ correct, total, onRetry, onMap, busy }: BadResultModalProps) {
  const { _ } = useLingui();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onMap();
      }}
      title={_('learning.bad.title')}
      description={_('learning.bad.text', { correct, total })}
      closeButton={false}
      actions={
        <>
          <Button onClick={onRetry} disabled={busy}>
            {_('learning.bad.retry')}
          </Button>
          <Button variant="secondary" onClick={onMap}>
            {_('learning.toMap')}
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
  const { _ } = useLingui();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onMap();
      }}
      title={retest ? _('learning.good.fixed') : _('learning.good.clean')}
      description={retest ? _('learning.good.fixedText', { total }) : _('learning.good.cleanText', { total })}
      closeButton={false}
      actions={<Button onClick={onMap}>{_('learning.toMap')}</Button>}
    />
  );
}

interface RunResultModalProps {
  correct: number;
  total: number;
  onAgain: () => void;
  onBack: () => void;
  busy: boolean;
}

/** After the favourites run: the score, then another run or back to the favourites. */
export function RunResultModal({ correct, total, onAgain, onBack, busy }: RunResultModalProps) {
  const { _ } = useLingui();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onBack();
      }}
      title={_('learning.run.title')}
      description={_('learning.run.text', { correct, total })}
      closeButton={false}
      actions={
        <>
          <Button onClick={onAgain} disabled={busy}>
            {_('learning.run.again')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {_('learning.run.toFavourites')}
          </Button>
        </>
      }
    />
  );
}
