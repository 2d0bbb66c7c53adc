import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { closeAppModal, useOpenAppModal } from '@/lib/modals.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { TheoryList } from './theory-list.tsx';
import { TheoryThemes } from './theory-themes.tsx';

function OpenModal() {
  const open = useOpenAppModal();
  return open ? <p>Відкрито вікно: {open}</p> : null;
}

const theories = {
  data: [
    { id: 1, name: 'Основи ПДР', image_url: 'http://api.test/images/theory/rules.svg', theme_count: 3 },
    { id: 2, name: 'Домедична допомога', image_url: null, theme_count: 1 },
    { id: 3, name: 'Дорожні знаки', image_url: null, theme_count: 5 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  closeAppModal();
});

describe('TheoryList', () => {
  it('asks a guest to sign in, with a link to /login, and asks the server nothing', async () => {
    const calls = fakeApi({});
    await renderWithApp(<TheoryList />, '/theory');
    expect(screen.getByRole('heading', { level: 1, name: 'Теорія ПДР' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Увійдіть, щоб відкрити теорію' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '#/login');
    expect(calls).toEqual([]);
  });

  it('explains Premium to a known pupil without it, without asking for theory, and opens the Premium modal', async () => {
    setToken('t');
    sessionStore.set('user', testUser({ premium_check: false }));
    const calls = fakeApi({ 'GET user': { body: testUser({ premium_check: false }) } });
    await renderWithApp(
      <>
        <TheoryList />
        <OpenModal />
      </>,
      '/theory',
    );
    expect(await screen.findByRole('heading', { name: 'Теорія доступна з тарифом Преміум' })).toBeVisible();
    expect(calls.map((c) => c.key)).not.toContain('GET theories');
    await userEvent.click(screen.getByRole('button', { name: 'Оформити Преміум' }));
    expect(screen.getByText('Відкрито вікно: premium')).toBeInTheDocument();
  });

  it('lists the theories with a 50×50 picture, the name and the themes count in the right form', async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories': { body: theories },
    });
    await renderWithApp(<TheoryList />, '/theory');
    const first = await screen.findByRole('link', { name: /Основи ПДР/ });
    expect(first).toHaveAttribute('href', '#/theory/1');
    expect(first).toHaveTextContent('3 теми');
    const picture = first.querySelector('img');
    expect(picture).toHaveAttribute('src', 'http://api.test/images/theory/rules.svg');
    expect(picture).toHaveAttribute('width', '50');
    expect(picture).toHaveAttribute('height', '50');
    expect(screen.getByRole('link', { name: /Домедична допомога/ })).toHaveTextContent('1 тема');
    expect(screen.getByRole('link', { name: /Дорожні знаки/ })).toHaveTextContent('5 тем');
    expect(screen.getByRole('region', { name: 'Теорія ПДР' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the Premium explanation when the server refuses with 403', async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories': { status: 403, body: { message: 'Теорія доступна з тарифом Преміум' } },
    });
    await renderWithApp(<TheoryList />, '/theory');
    expect(await screen.findByRole('button', { name: 'Оформити Преміум' })).toBeInTheDocument();
  });

  it("shows the server's message for other failures, with a retry", async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories': { status: 500, body: { message: 'Внутрішня помилка сервера' } },
    });
    await renderWithApp(<TheoryList />, '/theory');
    expect(await screen.findByText('Внутрішня помилка сервера')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });
});

describe('TheoryThemes', () => {
  it("lists the theory's themes as 'ТЕМА n' with the title and a 'Вивчати' link to the content", async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories/1': {
        body: {
          data: {
            theory_id: 1,
            theory_name: 'Основи ПДР',
            themes: [
              { id: 101, number: 1, title: 'Основні терміни' },
              { id: 102, number: 2, title: "Обов'язки водія" },
            ],
          },
        },
      },
    });
    await renderWithApp(<TheoryThemes theoryId={1} />, '/theory/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Основи ПДР' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ТЕМА 1');
    expect(rows[0]).toHaveTextContent('Основні терміни');
    const study = within(rows[1]!).getByRole('link', { name: 'Вивчати' });
    expect(study).toHaveAttribute('href', '#/theory/1/content/102');
    expect(study).toHaveAccessibleDescription("Обов'язки водія");
    expect(screen.getByRole('link', { name: 'Теорія ПДР' })).toHaveAttribute('href', '#/theory');
  });

  it("says 'Сторінки не знайдено' for an unknown theory, with a way back and no retry", async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories/9': { status: 404, body: { message: 'Теорію не знайдено' } },
    });
    await renderWithApp(<TheoryThemes theoryId={9} />, '/theory/9');
    expect(await screen.findByText('Сторінки не знайдено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку теорій' })).toHaveAttribute('href', '#/theory');
  });

  it('speaks English when English is chosen: the title, the count of themes in the plural and the way to study', async () => {
    await act(() => switchLanguage('en'));
    try {
      setToken('t');
      fakeApi({
        'GET user': { body: testUser({ premium_check: true }) },
        'GET theories': { body: theories },
      });
      await renderWithApp(<TheoryList />, '/theory');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Road Traffic Rules theory' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /Основи ПДР/ })).toHaveTextContent('3 themes');
      expect(screen.getByRole('link', { name: /Домедична допомога/ })).toHaveTextContent('1 theme');
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
