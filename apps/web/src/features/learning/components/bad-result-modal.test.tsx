import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
import { BadResultModal } from './bad-result-modal.tsx';

function show(correct: number, total: number) {
  render(<BadResultModal correct={correct} total={total} onRetry={vi.fn()} onMap={vi.fn()} busy={false} />);
  return screen.getByRole('dialog', { name: 'Є помилки' });
}

describe('BadResultModal', () => {
  // The spec: 'питання' after a count ending in 1-4 but not 11-14, 'питань' after the rest.
  it.each([
    [1, 3, 'Ви правильно відповіли на 1 з 3 питання.'],
    [20, 22, 'Ви правильно відповіли на 20 з 22 питання.'],
    [0, 21, 'Ви правильно відповіли на 0 з 21 питання.'],
    [10, 12, 'Ви правильно відповіли на 10 з 12 питань.'],
    [19, 20, 'Ви правильно відповіли на 19 з 20 питань.'],
  ])('says %i of %i as the spec words it', (correct, total, text) => {
    expect(show(correct, total)).toHaveTextContent(text);
  });
});

describe('BadResultModal in English', () => {
  it('says the score with the English plural', async () => {
    await act(() => switchLanguage('en'));
    try {
      render(<BadResultModal correct={0} total={1} onRetry={vi.fn()} onMap={vi.fn()} busy={false} />);
      const dialog = screen.getByRole('dialog', { name: 'There are mistakes' });
      expect(dialog).toHaveTextContent('You answered 0 of 1 question correctly.');
      expect(screen.getByRole('button', { name: 'Try again!' })).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
