import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { ResultOutcome } from '@pdr/contract/learning';
import { CREDIT_MODAL_PASS_PERCENT, creditTestPassed } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { scoreParts } from '@/lib/score.ts';

/** Where a pass leads: the next theme is open, the next theme needs Premium, or this was the last theme. */
export type NextTheme = 'open' | 'premium' | 'last';

const NEXT_LINE: Record<NextTheme, string> = {
  open: 'learning.credit.nextOpen',
  premium: 'learning.credit.nextPremium',
  last: 'learning.credit.nextLast',
};

interface CreditScoreModalProps {
  outcome: ResultOutcome;
  next: NextTheme;
  premium: boolean;
  busy: boolean;
  onClose: () => void;
  onRetake: () => void;
  onReview: () => void;
  onPremium: () => void;
}

/**
 * The credit test's score on the map: a pass at 50%; retake and review for Premium unless the score is full. The
 * review is offered only when the server sent right answers (it sends them for answered questions, to Premium).
 */
export function CreditScoreModal({
  outcome,
  next,
  premium,
  busy,
  onClose,
  onRetake,
  onReview,
  onPremium,
}: CreditScoreModalProps) {
  const { _ } = useLingui();
  // On the counts, as the server decides it (decision 142): 99 of 200 is no pass.
  const passed = creditTestPassed(outcome.result, outcome.count_question);
  const full = outcome.result === outcome.count_question;
  const close = (
    <Button variant={full || !premium ? 'primary' : 'secondary'} onClick={onClose}>
      {_('learning.close')}
    </Button>
  );
  const reviewable = outcome.correct_answers.length > 0;
  let actions = close;
  if (!full && premium) {
    actions = (
      <>
        <Button onClick={onRetake} disabled={busy}>
          {_('learning.credit.retake')}
        </Button>
        {reviewable ? (
          <Button variant="secondary" onClick={onReview}>
            {_('learning.credit.rightAnswers')}
          </Button>
        ) : null}
        {close}
      </>
    );
  } else if (!full) {
    actions = (
      <>
        <Button variant="premium" onClick={onPremium}>
          {_('learning.credit.getPremium')}
        </Button>
        {close}
      </>
    );
  }
  const { mistakes, unanswered } = scoreParts(outcome);
  // 'Помилок: 3 · Без відповіді: 16', the unanswered part only when there are some.
  const lost = [
    _('learning.credit.mistakes', { mistakes }),
    ...(unanswered > 0 ? [_('learning.credit.unanswered', { unanswered })] : []),
  ].join(' · ');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={passed ? _('learning.credit.passed') : _('learning.credit.failed')}
      description={`${_('learning.credit.score', { result: outcome.result, count: outcome.count_question, percent: outcome.percent })} ${lost}.`}
      actions={actions}
    >
      {!full && !premium ? <p>{_('learning.credit.premiumNote')}</p> : null}
      {passed ? (
        <p>{_(NEXT_LINE[next])}</p>
      ) : (
        <p>{_('learning.credit.needed', { percent: CREDIT_MODAL_PASS_PERCENT })}</p>
      )}
    </Modal>
  );
}
