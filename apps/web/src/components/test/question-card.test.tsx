import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lessonQuestion } from '@/test/questions.ts';
import { QuestionCard } from './question-card.tsx';

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
});
