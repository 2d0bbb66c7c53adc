import { themeOrderNote } from '@/components/site/claims.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderResponse, OrderStatus } from '@pdr/contract/payments';
import { goToCheckout } from '@/lib/checkout.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { ORDER_POLL_GIVE_UP_MS, ORDER_POLL_INTERVAL_MS } from '../hooks/use-order-polling.ts';
import { OrderStatusScreen } from './order-status-screen.tsx';

vi.mock('@/lib/checkout.ts', () => ({ goToCheckout: vi.fn() }));

const ORDER_ID = '0b9f5d52-8f7e-4d5a-9a47-1f2f3c4d5e6f';
const UNTIL = '2027-02-22T10:00:00.000Z';

function order(status: OrderStatus): OrderResponse {
  const paid = status === 'paid';
  return {
    id: ORDER_ID,
    status,
    amount: 299,
    currency: 'UAH',
    days: 90,
    description: 'Преміум на 90 днів',
    premium_until: paid ? UNTIL : null,
    premium_check: paid,
    created_at: '2026-11-24T10:00:00.000Z',
    paid_at: paid ? '2026-11-24T10:00:05.000Z' : null,
  };
}

/** Answers GET orders/:id with the given statuses in turn (the last one from then on). */
function serveStatuses(...statuses: OrderStatus[]) {
  let asked = 0;
  let paid = false;
  return fakeApi({
    [`GET orders/${ORDER_ID}`]: () => {
      const next = order(statuses[Math.min(asked++, statuses.length - 1)]!);
      paid = next.status === 'paid';
      return { body: next };
    },
    'GET user': () => ({ body: testUser(paid ? { premium_check: true, premium_until: UNTIL } : {}) }),
    'POST user/subscribe': { body: { link: 'http://127.0.0.1/checkout?data=x', order_id: ORDER_ID } },
  });
}

/** Another part of the screen that shows the user's tariff, as the header does. */
function TariffBadge() {
  const viewer = useViewer();
  return <p>{viewer.premium ? 'Тариф: Преміум' : 'Тариф: Легкий'}</p>;
}

const asked = (calls: { key: string }[], key: string) => calls.filter((c) => c.key === key).length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setToken('token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
  setToken(null);
});

describe('OrderStatusScreen', () => {
  it('waits with a spinner, asks every 2 s and, once paid, says until when and asks for the user again', async () => {
    const calls = serveStatuses('pending', 'paid');
    await renderWithApp(
      <>
        <TariffBadge />
        <OrderStatusScreen orderId={ORDER_ID} />
      </>,
      '/premium/status/x',
    );
    expect(await screen.findByRole('heading', { name: 'Перевіряємо оплату' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Очікуємо підтвердження від банку…');
    await waitFor(() => expect(asked(calls, `GET orders/${ORDER_ID}`)).toBe(1));
    expect(await screen.findByText('Тариф: Легкий')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS));
    expect(
      await screen.findByRole('heading', { name: /^Преміум активовано до \d+ лютого 2027/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Оплачено 299 грн за 90 днів/)).toBeInTheDocument();
    // 'All themes open' says what the order of themes still asks, so the map that follows keeps the promise.
    expect(screen.getByText(themeOrderNote())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До теорії' })).toHaveAttribute('href', '#/theory');
    expect(await screen.findByText('Тариф: Преміум')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 3));
    expect(asked(calls, `GET orders/${ORDER_ID}`)).toBe(2);
  });

  it('tells of a failed payment and starts a new order with Спробувати ще раз', async () => {
    const calls = serveStatuses('failed');
    await renderWithApp(<OrderStatusScreen orderId={ORDER_ID} />, '/premium/status/x');
    expect(await screen.findByRole('heading', { name: 'Оплату не завершено' })).toBeInTheDocument();
    expect(screen.getByText(/Преміум не надано/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1/checkout?data=x'));
    expect(asked(calls, 'POST user/subscribe')).toBe(1);
  });

  it('tells of a refunded order', async () => {
    serveStatuses('reversed');
    await renderWithApp(<OrderStatusScreen orderId={ORDER_ID} />, '/premium/status/x');
    expect(await screen.findByRole('heading', { name: 'Оплату повернено' })).toBeInTheDocument();
  });

  it('says an unknown order is not found and stops asking', async () => {
    const calls = fakeApi({});
    await renderWithApp(<OrderStatusScreen orderId={ORDER_ID} />, '/premium/status/x');
    expect(await screen.findByRole('heading', { name: 'Замовлення не знайдено' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 3));
    expect(asked(calls, `GET orders/${ORDER_ID}`)).toBe(1);
  });

  it('gives up politely on an order that stays open, and asks again on request', async () => {
    const calls = serveStatuses('created');
    await renderWithApp(<OrderStatusScreen orderId={ORDER_ID} />, '/premium/status/x');
    await screen.findByRole('heading', { name: 'Перевіряємо оплату' });

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_GIVE_UP_MS));
    expect(await screen.findByRole('heading', { name: 'Оплата ще не підтверджена' })).toBeInTheDocument();
    const before = asked(calls, `GET orders/${ORDER_ID}`);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 3));
    expect(asked(calls, `GET orders/${ORDER_ID}`)).toBe(before);

    await userEvent.click(screen.getByRole('button', { name: 'Перевірити ще раз' }));
    expect(await screen.findByRole('heading', { name: 'Перевіряємо оплату' })).toBeInTheDocument();
    await waitFor(() => expect(asked(calls, `GET orders/${ORDER_ID}`)).toBe(before + 1));
  });

  it('asks a guest to sign in', async () => {
    setToken(null);
    fakeApi({});
    await renderWithApp(<OrderStatusScreen orderId={ORDER_ID} />, '/premium/status/x');
    expect(screen.getByRole('heading', { name: 'Увійдіть, щоб побачити стан оплати' })).toBeInTheDocument();
  });
});
