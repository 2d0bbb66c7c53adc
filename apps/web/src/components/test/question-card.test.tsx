import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
import type { Question } from '@pdr/contract/learning';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/test/fake-api.ts';
import { lessonQuestion } from '@/test/questions.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { LeaveTestModal } from './leave-test-dialog.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuestionStrip } from './question-strip.tsx';

function show(props: { rightId?: number | null; wrongId?: number | null; question?: Question } = {}) {
  const { container } = renderWithQuery(
    <QuestionCard
      question={props.question ?? lessonQuestion(1)}
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

  it('shows the Ukrainian original of an English question beneath it on demand, and marks one without English', async () => {
    await act(() => switchLanguage('en'));
    try {
      const calls = fakeApi({
        'GET questions/1/original': {
          body: { id: 1, question: 'Що означає цей знак?', answers: [{ id: 11, answer: 'Головна дорога' }] },
        },
      });
      show();
      // Asked for only when opened.
      expect(calls).toEqual([]);
      const toggle = screen.getByRole('button', { name: 'Show in Ukrainian' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      const original = await screen.findByText('Що означає цей знак?');
      expect(original.closest('[lang="uk"]')).not.toBeNull();
      expect(screen.getByText('Головна дорога')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Hide the Ukrainian version' }));
      expect(screen.queryByText('Що означає цей знак?')).not.toBeVisible();
      expect(calls.map((c) => c.key)).toEqual(['GET questions/1/original']);

      const untranslated = show({ question: { ...lessonQuestion(2), ukrainian_only: true } });
      expect(untranslated).toHaveTextContent('Ukrainian only');
      expect(untranslated.querySelector('h1')).toHaveAttribute('lang', 'uk');
      expect(untranslated.querySelector('[role="radiogroup"]')).toHaveAttribute('lang', 'uk');
      expect(untranslated.querySelector('[lang="uk"] [lang="uk"], [lang="uk"] p')).toBeNull();
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });

  it('reads the pack’s description of the picture, or the generic words where it gives none', () => {
    const picture = { ...lessonQuestion(3), image: '/images/question/x.svg' };
    show({ question: { ...picture, image_alt: 'Перехрестя з двома автомобілями' } });
    expect(screen.getByRole('img', { name: 'Перехрестя з двома автомобілями' })).toBeInTheDocument();
    cleanup();
    show({ question: picture });
    expect(screen.getByRole('img', { name: 'Ілюстрація до питання' })).toBeInTheDocument();
  });

  it('offers no original on a Ukrainian screen', () => {
    show();
    expect(screen.queryByRole('button', { name: /українськ/i })).toBeNull();
    expect(screen.queryByText('Лише українською')).toBeNull();
  });
});
