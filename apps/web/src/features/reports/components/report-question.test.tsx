import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { ReportQuestion } from './report-question.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const none = { 'GET reports/questions/7': { body: { report: null } } };

describe('ReportQuestion', () => {
  it('shows nothing to a guest', () => {
    const calls = fakeApi(none);
    renderWithQuery(<ReportQuestion questionId={7} />);
    expect(screen.queryByRole('button', { name: 'Повідомити про помилку' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for a reason first, then sends the reason and the comment and thanks the learner', async () => {
    setToken('t');
    const calls = fakeApi({
      ...none,
      'POST reports': { body: { message: 'Дякуємо! Ми перевіримо питання' } },
    });
    renderWithQuery(<ReportQuestion questionId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Повідомити про помилку' }));
    const dialog = screen.getByRole('dialog', { name: 'Повідомити про помилку' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Оберіть причину');
    expect(calls.filter((c) => c.key === 'POST reports')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Неправильна відповідь' }));
    await userEvent.type(within(dialog).getByLabelText(/Коментар/), '  Правильна друга  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Дякуємо! Ми перевіримо питання')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST reports')?.body).toEqual({
      question_id: 7,
      reason: 'wrong_answer',
      comment: 'Правильна друга',
    });
  });

  it('shows the server’s field message and keeps the modal open', async () => {
    setToken('t');
    fakeApi({
      ...none,
      'POST reports': {
        status: 429,
        body: { message: 'Забагато повідомлень про помилки за добу. Спробуйте пізніше' },
      },
    });
    renderWithQuery(<ReportQuestion questionId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Повідомити про помилку' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Інше' }));
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато повідомлень');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says the question was corrected once the operator fixed it', async () => {
    setToken('t');
    fakeApi({
      'GET reports/questions/7': {
        body: {
          report: {
            reason: 'wrong_answer',
            state: 'fixed',
            created_at: '2026-11-01T10:00:00.000Z',
            resolved_at: '2026-11-02T10:00:00.000Z',
          },
        },
      },
    });
    renderWithQuery(<ReportQuestion questionId={7} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Дякуємо за повідомлення: питання виправлено',
    );
  });
});
