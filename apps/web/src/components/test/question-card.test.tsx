import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
import { lessonQuestion } from '@/test/questions.ts';
import { LeaveTestModal } from './leave-test-dialog.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuestionStrip } from './question-strip.tsx';

function show(props: { rightId?: number | null; wrongId?: number | null } = {}) {
  const { container } = render(
    <QuestionCard
      question={lessonQuestion(1)}
      number={1}
      selected={null}
      onSelect={vi.fn()}
      given={undefined}
      rightId={props.rightId ?? null}
      wrongId={props.wrongId ?? null}
      locked={false}
    />,
  );
  return container;
}

describe('QuestionCard', () => {
  it('gives no answer the class undefined, whether plain, right or wrong', () => {
    for (const props of [{}, { rightId: 11 }, { rightId: 11, wrongId: 12 }]) {
      const container = show(props);
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      expect(container.querySelectorAll('[class~="undefined"]')).toHaveLength(0);
      container.remove();
    }
  });

  it('speaks English with the question, its strip and the leave dialog when English is chosen', async () => {
    await act(() => switchLanguage('en'));
    try {
      show();
      expect(screen.getByText('Question 1')).toBeInTheDocument();
      render(
        <QuestionStrip
          looks={['right', 'todo']}
          current={0}
          canJump={() => true}
          onJump={vi.fn()}
          namedLooks
        />,
      );
      expect(screen.getByRole('navigation', { name: 'Test questions' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Question 1, right' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toBeInTheDocument();
      render(<LeaveTestModal open onStay={vi.fn()} onLeave={vi.fn()} />);
      expect(screen.getByRole('dialog', { name: 'Leave the test?' })).toHaveTextContent(
        'The lesson is not finished yet. Your answers have been saved',
      );
      expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
