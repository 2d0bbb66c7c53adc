import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ResultOutcome } from '@pdr/contract/learning';
import { CreditScoreModal, type NextTheme } from './credit-score-modal.tsx';

function outcome(overrides: Partial<ResultOutcome> = {}): ResultOutcome {
  return {
    attempt_id: '7d0f6c8e-2f43-4a55-9d4e-4b8f6f1c1a01',
    type: 'all_theme',
    theme_id: 3,
    idx: null,
    result: 6,
    count_question: 10,
    percent: 60,
    passed: true,
    time: 300,
    wrong_question_ids: [11, 12],
    block: null,
    progress_car: { progress: 60, error: 4 },
    correct_answers: [],
    ...overrides,
  };
}

function show(o: ResultOutcome, premium: boolean, next: NextTheme = 'open') {
  const handlers = { onClose: vi.fn(), onRetake: vi.fn(), onReview: vi.fn(), onPremium: vi.fn() };
  render(<CreditScoreModal outcome={o} next={next} premium={premium} busy={false} {...handlers} />);
  return handlers;
}

describe('CreditScoreModal', () => {
  it('offers a Premium learner the review of the answers the server sent', () => {
    show(outcome({ correct_answers: [{ question_id: 11, answer_id: 111 }] }), true);
    expect(screen.getByRole('button', { name: 'Правильні відповіді' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перескласти залік' })).toBeInTheDocument();
  });

  it('offers no review when nothing was answered (the server reveals nothing then)', () => {
    show(outcome({ result: 0, percent: 0, passed: false }), true);
    expect(screen.queryByRole('button', { name: 'Правильні відповіді' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перескласти залік' })).toBeInTheDocument();
  });

  it('names the mistakes and the questions left unanswered apart', () => {
    show(outcome(), true);
    // 6 right of 10, two answered wrongly: the other two were not answered, and are no mistakes.
    expect(
      screen.getByText(/Правильних відповідей: 6 з 10 питань \(60%\)\. Помилок: 2 · Без відповіді: 2\./),
    ).toBeInTheDocument();
  });

  it('tells a free learner that the review is Premium, with no review button', () => {
    show(outcome(), false);
    expect(screen.queryByRole('button', { name: 'Правильні відповіді' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформити Преміум' })).toBeInTheDocument();
    expect(screen.getByText(/перегляд правильних відповідей доступні з тарифом Преміум/)).toBeInTheDocument();
  });

  it('says where a pass leads: the next theme open, the next theme with Premium, or none after the last', () => {
    const { unmount } = render(
      <CreditScoreModal outcome={outcome()} next="open" premium busy={false} {...noop()} />,
    );
    expect(screen.getByText('Наступна тема відкрита — продовжуйте навчання!')).toBeInTheDocument();
    unmount();
    const second = render(
      <CreditScoreModal outcome={outcome()} next="premium" premium={false} busy={false} {...noop()} />,
    );
    expect(screen.getByText('Наступна тема відкривається з тарифом Преміум.')).toBeInTheDocument();
    second.unmount();
    render(<CreditScoreModal outcome={outcome()} next="last" premium busy={false} {...noop()} />);
    expect(screen.queryByText(/Наступна тема/)).not.toBeInTheDocument();
    expect(screen.getByText('Це остання тема — тепер перевірте себе на іспиті.')).toBeInTheDocument();
  });
});

function noop() {
  return { onClose: vi.fn(), onRetake: vi.fn(), onReview: vi.fn(), onPremium: vi.fn() };
}

describe('CreditScoreModal words and mark', () => {
  it('says the score with the genitive after з, and 99 of 200 (49.5%) is no pass on the counts', () => {
    show(
      outcome({ result: 99, count_question: 200, percent: 49, passed: false, wrong_question_ids: [] }),
      true,
    );
    expect(screen.getByRole('dialog', { name: 'Залік не складено' })).toHaveTextContent(
      'Правильних відповідей: 99 з 200 питань (49%)',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Для заліку потрібно щонайменше 50% правильних відповідей.',
    );
  });

  it('takes exactly half as a pass, and 22 of 22 reads питання (the spec: a count ending in 2)', () => {
    show(outcome({ result: 22, count_question: 22, percent: 100, wrong_question_ids: [] }), true);
    expect(screen.getByRole('dialog', { name: 'Залік складено!' })).toHaveTextContent(
      '22 з 22 питання (100%)',
    );
  });
});
