import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { OrderResponse } from '@pdr/contract/payments';
import { switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { OrderPaid } from './order-status-views.tsx';
import { PurchaseScreen } from './purchase-screen.tsx';

const paid: OrderResponse = {
  id: '0b9f5d52-8f7e-4d5a-9a47-1f2f3c4d5e6f',
  status: 'paid',
  amount: 1299,
  currency: 'UAH',
  days: 1,
  description: 'Premium for 1 day',
  premium_until: '2027-02-22T10:00:00.000Z',
  premium_check: true,
  created_at: '2026-11-24T10:00:00.000Z',
  paid_at: '2026-11-24T10:00:05.000Z',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  await switchLanguage('uk');
  window.localStorage.clear();
});

describe('the payment screens in English', () => {
  it('show the purchase form with its price, days and buttons in English', async () => {
    const user = testUser({ first_name: '', last_name: '' });
    setToken('token');
    sessionStore.set('user', user);
    fakeApi({
      'GET config': { body: { subscription: { price: 299, days: 90 }, users: { students: 10 } } },
      'GET categories': { body: { categories: [{ id: 3, label: 'B' }] } },
      'GET user': { body: user },
    });
    await act(() => switchLanguage('en'));
    await renderWithApp(
      <PurchaseScreen title="Premium" subtitle="Everything without limits" waitForUser />,
      '/premium',
    );
    expect(await screen.findByText('299 UAH')).toBeInTheDocument();
    expect(screen.getByText('To pay')).toBeInTheDocument();
    expect(screen.getByText(/for 90 days$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    expect(screen.getByText('We accept cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('say until when a paid order gives Premium, in English', async () => {
    fakeApi({});
    await act(() => switchLanguage('en'));
    await renderWithApp(<OrderPaid order={paid} />, '/premium/status/x');
    expect(
      screen.getByRole('heading', { name: 'Premium activated until 22 February 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Thank you! You have paid 1,299 UAH for 1 day\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the theory' })).toHaveAttribute('href', '#/theory');
  });
});
