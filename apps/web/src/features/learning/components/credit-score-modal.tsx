import type { ResultOutcome } from '@pdr/contract/learning';
import { CREDIT_MODAL_PASS_PERCENT } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { mistakesLine, scoreParts } from '@/lib/score.ts';
import { questionsWord } from '../utils/plural.ts';

interface CreditScoreModalProps {
  outcome: ResultOutcome;
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
  premium,
  busy,
  onClose,
  onRetake,
  onReview,
  onPremium,
}: CreditScoreModalProps) {
  const passed = outcome.percent >= CREDIT_MODAL_PASS_PERCENT;
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
      description={`Правильних відповідей: ${outcome.result} з ${outcome.count_question} ${questionsWord(outcome.count_question)} (${outcome.percent}%). ${mistakesLine(scoreParts(outcome))}.`}
      actions={actions}
    >
      {!full && !premium ? (
        <p>
          Перескладання заліку в той самий день і перегляд правильних відповідей доступні з тарифом Преміум.
        </p>
      ) : null}
      {passed ? (
        <p>Наступна тема відкрита — продовжуйте навчання!</p>
      ) : (
        <p>Для заліку потрібно щонайменше 50%.</p>
      )}
    </Modal>
  );
}
