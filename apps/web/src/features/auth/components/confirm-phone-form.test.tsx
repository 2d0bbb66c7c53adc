import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmPhoneRoute } from '@/app/routes/register.tsx';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const unconfirmed = { 'GET user': { body: testUser({ phone_confirmed: false }) } };
const sentAnswer = { body: { message: 'Код підтвердження надіслано в SMS', retry_after: 60 } };
const wrong = 'Неправильний код. Залишилось спроб: 4';

/** /confirm_phone as the app has it, entered from `back` (a prompt) or straight (after registration). */
async function showScreen(back?: string) {
  setToken('t');
  const { router } = await renderRoutes(
    [
      { path: '/confirm_phone', element: <ConfirmPhoneRoute /> },
      { path: '*', element: <p>Інша сторінка</p> },
    ],
    '/',
  );
  await act(() => router.navigate('/confirm_phone', back ? { state: { back } } : {}));
  return router;
}

describe('/confirm_phone', () => {
  it('sends nothing until asked, then the code: a labelled field, and a resend that says when', async () => {
    const calls = fakeApi({ ...unconfirmed, 'POST user/phone/code': sentAnswer });
    await showScreen();
    expect(await screen.findByText(/Ми надішлемо SMS із кодом на номер/)).toHaveTextContent(
      'на номер +38 (067) 123 45 67.',
    );
    expect(calls.filter((c) => c.key === 'POST user/phone/code')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Надіслати код' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Код надіслано на номер +38 (067) 123 45 67. Він діє 60 хвилин.',
    );
    const field = screen.getByLabelText('Код з SMS');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled();
    expect(screen.getByText(/Новий код можна надіслати через/)).toHaveTextContent(/(01:00|00:5\d)$/);
  });

  it('announces a wrong code under the field and keeps the learner there', async () => {
    const calls = fakeApi({
      ...unconfirmed,
      'POST user/phone/code': sentAnswer,
      'POST user/phone/confirm': { status: 422, body: { message: wrong, errors: { code: wrong } } },
    });
    const router = await showScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Надіслати код' }));
    await userEvent.type(await screen.findByLabelText('Код з SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Підтвердити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    const field = screen.getByLabelText('Код з SMS');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(wrong);
    expect(calls.find((c) => c.key === 'POST user/phone/confirm')?.body).toEqual({ code: '123456' });
    expect(router.state.location.pathname).toBe('/confirm_phone');
  });

  it('says a malformed code before sending it', async () => {
    const calls = fakeApi({ ...unconfirmed, 'POST user/phone/code': sentAnswer });
    await showScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Надіслати код' }));
    await userEvent.type(await screen.findByLabelText('Код з SMS'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Підтвердити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Код має складатися з 6 цифр');
    expect(calls.filter((c) => c.key === 'POST user/phone/confirm')).toEqual([]);
  });

  it('goes back to the screen that asked once the right code confirms the number', async () => {
    let confirmed = false;
    fakeApi({
      'GET user': () => ({ body: testUser({ phone_confirmed: confirmed }) }),
      'POST user/phone/code': sentAnswer,
      'POST user/phone/confirm': () => {
        confirmed = true;
        return { body: { status: true, message: 'Номер телефону підтверджено' } };
      },
    });
    const router = await showScreen('/test');
    await userEvent.click(await screen.findByRole('button', { name: 'Надіслати код' }));
    await userEvent.type(await screen.findByLabelText('Код з SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Підтвердити' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test'));
  });

  it("lets the learner leave with 'Підтвердити пізніше', home after registration", async () => {
    fakeApi(unconfirmed);
    const router = await showScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Підтвердити пізніше' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes a refusal to wait as a code already on its way: the field shows, with the reason', async () => {
    const message = 'Новий код можна отримати не частіше ніж раз на хвилину. Спробуйте через 40 с';
    fakeApi({
      ...unconfirmed,
      'POST user/phone/code': {
        status: 429,
        body: { message, errors: { phone: message } },
        headers: { 'retry-after': '40' },
      },
    });
    await showScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Надіслати код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Код з SMS')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled();
  });

  it('says so when the number is confirmed already, and sends a guest to sign in', async () => {
    fakeApi({ 'GET user': { body: testUser({ phone_confirmed: true }) } });
    await showScreen();
    expect(await screen.findByText('Ваш номер телефону підтверджено.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Далі' })).toHaveAttribute('href', '#/');

    setToken(null);
    const { router: guest } = await renderRoutes(
      [
        { path: '/confirm_phone', element: <ConfirmPhoneRoute /> },
        { path: '/login', element: <p>Вхід</p> },
      ],
      '/confirm_phone',
    );
    await waitFor(() => expect(guest.state.location.pathname).toBe('/login'));
  });

  it('never leads away from the app, whatever the state says', async () => {
    fakeApi(unconfirmed);
    const router = await showScreen('//evil.example/');
    await userEvent.click(await screen.findByRole('button', { name: 'Підтвердити пізніше' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
