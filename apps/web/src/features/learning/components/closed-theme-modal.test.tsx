import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LearningTheme } from '@pdr/contract/learning';
import { ClosedThemeModal } from './closed-theme-modal.tsx';

function theme(number: number, free: boolean, disabled = false): LearningTheme {
  return {
    id: number,
    number,
    title: `Тема номер ${number}`,
    free,
    progress: 0,
    error: 0,
    success: 0,
    blocked: false,
    disabled,
    disable: disabled,
    progress_car: { progress: 0, error: 0 },
    question_count: 20,
    block_count: 1,
    done_blocks: 0,
  };
}

describe('ClosedThemeModal', () => {
  it('tells a free learner on theme 2 that free themes too open in turn, and by what', () => {
    render(
      <ClosedThemeModal
        theme={theme(2, true, true)}
        opener={theme(1, true)}
        onClose={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Тема 2 ще закрита' });
    expect(dialog).toHaveTextContent('Тема входить у безкоштовний тариф, але теми відкриваються по черзі.');
    expect(dialog).toHaveTextContent('Її відкриє залік з теми 1 «Тема номер 1», складений щонайменше на 50%');
  });

  it('says only the rule for a Premium theme', () => {
    render(
      <ClosedThemeModal
        theme={theme(5, false, true)}
        opener={theme(4, false)}
        onClose={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('безкоштовний');
  });
});
