import { act, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n.ts';
import { closeAppModal, openLoginRequiredModal, openPremiumModal } from '@/lib/modals.ts';
import { renderRoutes } from '@/test/render.tsx';
import { AppModals } from './app-modals.tsx';

async function renderApp() {
  await renderRoutes([
    { path: '/', element: <AppModals /> },
    { path: '/premium', element: <h1>Оплата Преміуму</h1> },
    { path: '/login', element: <h1>Вхід</h1> },
    { path: '/register', element: <h1>Реєстрація</h1> },
  ]);
}

describe('AppModals', () => {
  afterEach(() => {
    act(() => closeAppModal());
    vi.unstubAllGlobals();
  });

  it('asks for the price when the premium modal opens and leads to payment', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ subscription: { price: 249, days: 90 }, users: { students: 5 } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderApp();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => openPremiumModal());
    const dialog = await screen.findByRole('dialog', { name: 'Преміум-доступ' });
    expect(await screen.findByText('249 грн')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('за 90 днів');

    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    expect(await screen.findByRole('heading', { name: 'Оплата Преміуму' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the premium modal that no money is taken while payments are a test', async () => {
    const body = { subscription: { price: 249, days: 90 }, users: { students: 5 }, payment_sandbox: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    await renderApp();
    act(() => openPremiumModal());
    const dialog = await screen.findByRole('dialog', { name: 'Преміум-доступ' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent('Тестова оплата: гроші не списуються');
  });

  it("says first why it opened: the day's free exam is used and when the next one comes", async () => {
    const body = { subscription: { price: 249, days: 90 }, users: { students: 5 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    await renderApp();
    const why =
      'Сьогоднішній безкоштовний іспит уже використано. Наступний — завтра, від 00:00 за київським часом.';
    act(() => openPremiumModal(why));
    const dialog = await screen.findByRole('dialog', { name: 'Преміум-доступ' });
    expect(dialog).toHaveAccessibleDescription(why);
    act(() => closeAppModal());
    // A Premium button's click event is no reason: the plain offer.
    act(() => openPremiumModal(new MouseEvent('click')));
    expect(await screen.findByRole('dialog', { name: 'Преміум-доступ' })).toBeInTheDocument();
  });

  it('speaks English when English is chosen: the offer, the price for its days, the sign-in modal', async () => {
    const body = { subscription: { price: 249, days: 90 }, users: { students: 5 }, payment_sandbox: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    await act(() => switchLanguage('en'));
    try {
      await renderApp();
      act(() => openPremiumModal());
      const dialog = await screen.findByRole('dialog', { name: 'Premium access' });
      expect(await within(dialog).findByText('UAH 249')).toBeInTheDocument();
      expect(dialog).toHaveTextContent('UAH 249 for 90 days');
      expect(dialog).toHaveTextContent('Credit tests and review of weak themes');
      expect(within(dialog).getByRole('note')).toHaveTextContent('Test payment: no money is taken');
      expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeInTheDocument();
      act(() => closeAppModal());
      act(() => openLoginRequiredModal());
      const signIn = await screen.findByRole('dialog', { name: 'Please sign in' });
      expect(within(signIn).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
      expect(within(signIn).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });

  it('sends a guest who wants Premium to the login page', async () => {
    await renderApp();
    act(() => openLoginRequiredModal());
    await screen.findByRole('dialog', { name: 'Потрібен вхід' });

    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByRole('heading', { name: 'Вхід' })).toBeInTheDocument();
  });

  it('closes when another page opens with the modal still up (the browser’s Back)', async () => {
    const { router } = await renderRoutes(
      [
        { path: '/profile', element: <h1>Мій профіль</h1> },
        { path: '/learn', element: <h1>Навчання за темами</h1> },
      ],
      '/profile',
      {
        layout: (
          <>
            <Outlet />
            <AppModals />
          </>
        ),
      },
    );
    act(() => openLoginRequiredModal());
    await screen.findByRole('dialog', { name: 'Потрібен вхід' });

    await act(() => router.navigate('/learn'));
    expect(await screen.findByRole('heading', { name: 'Навчання за темами' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers both ways to an account it speaks of: Зареєструватися leads to registration', async () => {
    await renderApp();
    act(() => openLoginRequiredModal());
    const dialog = await screen.findByRole('dialog', { name: 'Потрібен вхід' });
    expect(dialog).toHaveTextContent('увійдіть у свій кабінет або зареєструйтеся');
    expect(within(dialog).getByRole('button', { name: 'Увійти' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Зареєструватися' }));
    expect(await screen.findByRole('heading', { name: 'Реєстрація' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    await renderApp();
    act(() => openLoginRequiredModal());
    await screen.findByRole('dialog', { name: 'Потрібен вхід' });
    await userEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
