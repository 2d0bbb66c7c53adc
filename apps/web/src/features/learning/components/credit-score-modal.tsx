import type { ResultOutcome } from '@pdr/contract/learning';
import { CREDIT_MODAL_PASS_PERCENT, creditTestPassed } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { mistakesLine, scoreParts } from '@/lib/score.ts';
import { NOUNS, partOf } from '@/lib/plural.ts';

/** Where a pass leads: the next theme is open, the next theme needs Premium, or this was the last theme. */
export type NextTheme = 'open' | 'premium' | 'last';

const NEXT_LINE: Record<NextTheme, string> = {
  open: 'Наступна тема відкрита — продовжуйте навчання!',
  premium: 'Наступна тема відкривається з тарифом Преміум.',
  last: 'Це остання тема — тепер перевірте себе на іспиті.',
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
  // On the counts, as the server decides it (decision 142): 99 of 200 is no pass.
  const passed = creditTestPassed(outcome.result, outcome.count_question);
  const full = outcome.result === outcome.count_question;
  const close = (
    <Button variant={full || !premium ? 'primary' : 'secondary'} onClick={onClose}>
      Закрити
    </Button>
  );
  const reviewable = outcome.correct_answers.length > 0;
  let actions = close;
  if (!full && premium) {
    actions = (
      <>
        <Button onClick={onRetake} disabled={busy}>
          Перескласти залік
        </Button>
        {reviewable ? (
          <Button variant="secondary" onClick={onReview}>
            Правильні відповіді
          </Button>
        ) : null}
        {close}
      </>
    );
  } else if (!full) {
    actions = (
      <>
        <Button variant="premium" onClick={onPremium}>
          Оформити Преміум
        </Button>
        {close}
      </>
    );
  }
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={passed ? 'Залік складено!' : 'Залік не складено'}
      description={`Правильних відповідей: ${partOf(outcome.result, outcome.count_question, NOUNS.question)} (${outcome.percent}%). ${mistakesLine(scoreParts(outcome))}.`}
      actions={actions}
    >
      {!full && !premium ? (
        <p>
          Перескладання заліку в той самий день і перегляд правильних відповідей доступні з тарифом Преміум.
        </p>
      ) : null}
      {passed ? (
        <p>{NEXT_LINE[next]}</p>
      ) : (
        <p>Для заліку потрібно щонайменше {CREDIT_MODAL_PASS_PERCENT}% правильних відповідей.</p>
      )}
    </Modal>
  );
}
