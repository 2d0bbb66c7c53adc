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
});
