import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPERATOR_ROLE_ID, TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { AdminPage } from './admin-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const group = {
  question_id: 5001,
  theme_id: 5,
  theme_title: 'Дорожні знаки',
  question_text: 'Що означає цей знак?',
  image: null,
  notes: '<p>Пункт 1.2 ПДР</p>',
  answers: [
    { id: 1, text: 'Рух заборонено', correct: true },
    { id: 2, text: 'Стоянку заборонено', correct: false },
  ],
  count: 2,
  reasons: { wrong_answer: 2 },
  comments: [{ text: 'Правильна друга', created_at: '2026-11-20T10:00:00.000Z' }],
  first_at: '2026-11-19T10:00:00.000Z',
  last_at: '2026-11-20T10:00:00.000Z',
  state: 'open',
  note: null,
};

describe('AdminPage', () => {
  it('shows a guest, a pupil and a teacher the not-found screen, asking the console nothing', async () => {
    const guestCalls = fakeApi({});
    const guest = await renderWithApp(<AdminPage />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeInTheDocument();
    expect(guestCalls).toEqual([]);
    guest.unmount();
    for (const role of [1, TEACHER_ROLE_ID]) {
      setToken('t');
      const calls = fakeApi({ 'GET user': { body: testUser({ role_id: role }) } });
      const view = await renderWithApp(<AdminPage />, '/admin');
      expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeInTheDocument();
      expect(calls.filter((c) => c.key.includes('admin'))).toEqual([]);
      view.unmount();
    }
  });

  it('lists the reports of a question and marks them Виправлено with a note', async () => {
    setToken('t');
    let resolved = false;
    const calls = fakeApi({
      'GET user': { body: testUser({ role_id: OPERATOR_ROLE_ID }) },
      'GET admin/reports': () => ({
        body: { groups: resolved ? [] : [group] },
      }),
      'POST admin/reports/5001/resolve': () => {
        resolved = true;
        return { body: { resolved: 2, message: 'Позначено: Виправлено' } };
      },
    });
    await renderWithApp(<AdminPage />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Консоль оператора' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Питання №5001/ });
    expect(within(card).getByText(/повідомлень: 2/)).toBeInTheDocument();
    expect(within(card).getByText('Неправильна відповідь: 2')).toBeInTheDocument();
    expect(within(card).getByText(/Правильна друга/)).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Примітка'), 'Ключ виправлено');
    await userEvent.click(within(card).getByRole('button', { name: 'Виправлено' }));
    await waitFor(() => expect(screen.getByText('Повідомлень немає.')).toBeInTheDocument());
    expect(calls.find((c) => c.key === 'POST admin/reports/5001/resolve')?.body).toEqual({
      state: 'fixed',
      note: 'Ключ виправлено',
    });
  });

  it('lists the hard questions of a category, a likely key error first, and leads to its reports', async () => {
    setToken('t');
    const other = { ...group, question_id: 5002, question_text: 'Інше питання?' };
    const calls = fakeApi({
      'GET user': { body: testUser({ role_id: OPERATOR_ROLE_ID }) },
      'GET admin/reports': { body: { groups: [group, other] } },
      'GET admin/questions/hard': {
        body: {
          refreshed_at: '2026-12-04T10:00:00.000Z',
          questions: [
            {
              question_id: 5001,
              theme_number: 5,
              theme_title: 'Дорожні знаки',
              text: 'Що означає цей знак?',
              learners: 40,
              right_share: 0.25,
              top_answer: { id: 2, text: 'Стоянку заборонено', learners: 28 },
              top_is_key: false,
              open_reports: 2,
            },
          ],
        },
      },
    });
    await renderWithApp(<AdminPage />, '/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Складні питання' }));
    const card = await screen.findByRole('article', { name: 'Питання №5001: Що означає цей знак?' });
    expect(card).toHaveTextContent('учнів: 40 · правильно: 25%');
    expect(card).toHaveTextContent('Ймовірна помилка ключа: найчастіше обирають «Стоянку заборонено» (70%)');
    expect(calls.find((c) => c.key === 'GET admin/questions/hard')).toBeDefined();

    await userEvent.click(within(card).getByRole('button', { name: 'Повідомлення (2)' }));
    expect(await screen.findByText('Лише питання №5001.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Питання №5001/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Питання №5002/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Усі питання' }));
    expect(await screen.findByRole('heading', { name: /Питання №5002/ })).toBeInTheDocument();
  });
});
