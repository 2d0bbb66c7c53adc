import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieStore } from '@/lib/cookies.ts';
import { RecoverForm } from './recover-form.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { chunkLater, renderRoutes, renderWithApp } from '@/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart');
});

describe('RecoverForm', () => {
  it('sends the normalised phone, keeps the recovery token and goes on to /reset_password', async () => {
    const calls = fakeApi({
      'POST password/recover': { body: { token: 'rec-1', message: 'Код надіслано', retry_after: 60 } },
    });
    const { router } = await renderWithApp(<RecoverForm />, '/recover');
    await userEvent.type(screen.getByLabelText('Номер телефону'), '671234567');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset_password'));
    expect(calls[0]).toEqual({ key: 'POST password/recover', body: { phone: '+380671234567' } });
    expect(cookieStore.get('tokenRecover')).toBe('rec-1');
  });

  it('sends a pasted (067) 123-45-67 as +380671234567', async () => {
    const calls = fakeApi({
      'POST password/recover': { body: { token: 'rec-3', message: 'Код надіслано', retry_after: 60 } },
    });
    await renderWithApp(<RecoverForm />, '/recover');
    await userEvent.click(screen.getByLabelText('Номер телефону'));
    await userEvent.paste('(067) 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ phone: '+380671234567' }));
  });

  it('goes on again when /recover is opened while /reset_password is still loading', async () => {
    fakeApi({
      'POST password/recover': { body: { token: 'rec-2', message: 'Код надіслано', retry_after: 60 } },
    });
    // The next screen's chunk comes only when the test says: the app keeps the form on screen meanwhile.
    const reset = chunkLater();
    const { router } = await renderRoutes(
      [
        { path: 'recover', lazy: async () => ({ Component: RecoverForm }) },
        { path: 'reset_password', lazy: reset.lazy },
      ],
      '/recover',
    );
    await userEvent.type(await screen.findByLabelText('Номер телефону'), '671234567');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    // On the way to /reset_password: its chunk is asked for, and the address has not moved yet.
    await waitFor(() => expect(reset.asked).toBe(true));
    expect(cookieStore.get('tokenRecover')).toBe('rec-2');
    expect(window.location.hash).toBe('#/recover');
    // /recover again (a link to it) before /reset_password is in: it goes on to /reset_password once more.
    await act(() => router.navigate('/recover'));
    await act(async () => reset.resolve({ Component: () => <h1>Новий пароль</h1> }));
    expect(await screen.findByRole('heading', { name: 'Новий пароль' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/reset_password');
  });
});
