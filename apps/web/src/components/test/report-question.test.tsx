import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp, renderWithQuery } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { ReportQuestion } from './report-question.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const none = {
  'GET reports/questions/7': { body: { report: null } },
  'GET user': { body: testUser() },
};
/** The learner's screen: the report sits under a question, inside the app's router. */
const show = () => renderWithApp(<ReportQuestion questionId={7} />, '/test');

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
    await show();
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
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Повідомити про помилку' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Інше' }));
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато повідомлень');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says the question was corrected once the operator fixed it', async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser() },
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
    await show();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Дякуємо за повідомлення: питання виправлено',
    );
  });

  it('asks a learner whose number is not confirmed to confirm it first, and leads there and back', async () => {
    setToken('t');
    const calls = fakeApi({ ...none, 'GET user': { body: testUser({ phone_confirmed: false }) } });
    const { router } = await show();
    await userEvent.click(screen.getByRole('button', { name: 'Повідомити про помилку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Повідомити про помилку' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      /Щоб надіслати повідомлення про помилку, підтвердіть номер телефону кодом з SMS/,
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Підтвердити номер' }));
    expect(router.state.location.pathname).toBe('/confirm_phone');
    expect(router.state.location.state).toEqual({ back: '/test' });
    expect(calls.filter((c) => c.key === 'POST reports')).toEqual([]);
  });

  it('turns a 403 of the server into the same prompt', async () => {
    setToken('t');
    fakeApi({
      ...none,
      'POST reports': {
        status: 403,
        body: { message: 'Спершу підтвердіть свій номер телефону кодом з SMS' },
      },
    });
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Повідомити про помилку' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Інше' }));
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('link', { name: 'Підтвердити номер' })).toBeInTheDocument();
  });
});
