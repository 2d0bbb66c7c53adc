import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { SchoolsPage } from './schools-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const schools = {
  schools: [
    {
      id: 3,
      name: 'Автошкола «Рух»',
      city: 'Львів',
      groups: [
        {
          id: 9,
          name: 'Ранкова',
          code: '12345678',
          teacher: 'Олена Коваль (067 123 45 67)',
          pupils: 4,
          premium_price: null,
          premium_days: null,
          closed: false,
        },
        {
          id: 10,
          name: 'Демо-група',
          code: '87654321',
          teacher: null,
          pupils: 2,
          premium_price: null,
          premium_days: null,
          closed: true,
        },
      ],
    },
  ],
};

describe('SchoolsPage', () => {
  it('lists schools with their groups and finds a group by its code typed with spaces', async () => {
    setToken('t');
    const calls = fakeApi({ 'GET admin/schools': { body: schools } });
    renderWithQuery(<SchoolsPage />);
    expect(await screen.findByText(/№3 Автошкола «Рух», Львів/)).toBeInTheDocument();
    expect(screen.getByText(/Ранкова · учнів: 4 · викладач: Олена Коваль/)).toBeInTheDocument();
    // A closed group says so and offers no invitation to print.
    expect(screen.getByText(/Демо-група · закрита: код не приймається · учнів: 2/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Друкувати запрошення/ })).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Знайти групу за кодом'), '123 45 678');
    await userEvent.click(screen.getByRole('button', { name: 'Знайти' }));
    await screen.findByRole('button', { name: 'Усі автошколи' });
    expect(calls.map((c) => c.key)).toEqual(['GET admin/schools', 'GET admin/schools']);
  });

  it('creates a school and shows what the command answered', async () => {
    setToken('t');
    const calls = fakeApi({
      'GET admin/schools': { body: schools },
      'POST admin/schools': { body: { lines: ['Автошколу створено: №4 «Нова».'] } },
    });
    renderWithQuery(<SchoolsPage />);
    const formBox = screen.getByRole('form', { name: 'Нова автошкола' });
    await userEvent.type(within(formBox).getByLabelText('Назва'), '  Нова  ');
    await userEvent.click(within(formBox).getByRole('button', { name: 'Створити автошколу' }));
    expect(await within(formBox).findByRole('status')).toHaveTextContent('№4 «Нова»');
    expect(calls.find((c) => c.key === 'POST admin/schools')?.body).toEqual({ name: 'Нова' });
  });

  it('closes a group by its code and shows what the command answered', async () => {
    setToken('t');
    const calls = fakeApi({
      'GET admin/schools': { body: schools },
      'POST admin/groups/close': {
        body: { lines: ['Групу «Ранкова» (123 45 678) закрито: її код більше не приймається.'] },
      },
    });
    renderWithQuery(<SchoolsPage />);
    const formBox = screen.getByRole('form', { name: 'Закрити групу' });
    await userEvent.type(within(formBox).getByLabelText('Код групи'), '123 45 678');
    await userEvent.click(within(formBox).getByRole('button', { name: 'Закрити групу' }));
    expect(await within(formBox).findByRole('status')).toHaveTextContent('закрито');
    expect(calls.find((c) => c.key === 'POST admin/groups/close')?.body).toEqual({
      group_code: '123 45 678',
    });
  });

  it('shows the server’s refusal under the form', async () => {
    setToken('t');
    fakeApi({
      'GET admin/schools': { body: schools },
      'POST admin/pupils/move': {
        status: 422,
        body: {
          message: 'Перевірте введені дані',
          errors: { group_code: 'Код групи має складатися з 8 цифр' },
        },
      },
    });
    renderWithQuery(<SchoolsPage />);
    const formBox = screen.getByRole('form', { name: 'Перевести учня' });
    await userEvent.type(within(formBox).getByLabelText('Телефон учня'), '0671234567');
    await userEvent.type(within(formBox).getByLabelText('Код нової групи'), '12');
    await userEvent.click(within(formBox).getByRole('button', { name: 'Перевести' }));
    expect(await within(formBox).findByRole('alert')).toHaveTextContent('Код групи має складатися з 8 цифр');
  });
});
