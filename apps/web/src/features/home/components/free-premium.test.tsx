import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FREE_PREMIUM_ALERT_MS } from '@pdr/contract/constants';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { setToken } from '@/lib/session.ts';
import { FreePremium } from './free-premium.tsx';

const OFFER = {
  title: 'Тиждень Преміуму безкоштовно',
  description: 'Відкрийте всі теми на 7 днів.',
  timer: '2099-03-01T00:00:00+02:00',
  premium_days: 7,
  days_left: 90,
  active: true,
};
const MESSAGE = 'Преміум активовано на 7 днів, до 3 грудня 2026 р.';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('FreePremium', () => {
  it('says the trial is granted for about 5 seconds and leads on, instead of doing nothing', async () => {
    const calls = fakeApi({
      'GET free/premium': { body: OFFER },
      'POST free/premium': { body: { message: MESSAGE, premium_until: '2026-12-03T10:00:00Z' } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onTaken = vi.fn();
    await renderWithApp(<FreePremium signedIn onTaken={onTaken} />, '/');
    await user.click(await screen.findByRole('button', { name: 'Отримати 7 днів Преміуму' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGE);
    expect(calls.map((c) => c.key)).toContain('POST free/premium');
    expect(onTaken).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Отримати/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До тестів' })).toHaveAttribute('href', '#/started_learn');

    await act(() => vi.advanceTimersByTimeAsync(FREE_PREMIUM_ALERT_MS));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    // The block itself stays: what the learner pressed does not vanish under the finger.
    expect(screen.getByRole('link', { name: 'До тестів' })).toBeInTheDocument();
  });

  it('leads a learner whose number is not confirmed to confirming it when the server refuses the trial', async () => {
    setToken('t');
    fakeApi({
      'GET free/premium': { body: OFFER },
      'GET user': { body: testUser({ phone_confirmed: false }) },
      'POST free/premium': {
        status: 403,
        body: { message: 'Спершу підтвердіть свій номер телефону кодом з SMS' },
      },
    });
    const { router } = await renderWithApp(<FreePremium signedIn />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Отримати 7 днів Преміуму' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm_phone'));
  });
});
