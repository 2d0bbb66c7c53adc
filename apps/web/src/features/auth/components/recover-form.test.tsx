import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieStore } from '@/lib/cookies.ts';
import { RecoverForm } from './recover-form.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { NeverLoads, renderRoutes, renderWithApp } from '@/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart');
});

describe('RecoverForm', () => {
  it('sends the normalised phone, keeps the recovery token and goes on to /reset_password', async () => {
    const calls = fakeApi({
      'POST password/recover': { body: { token: 'rec-1', message: 'Код надіслано', retry_after: 60 } },
    });
    const { router } = renderWithApp(<RecoverForm />, '/recover');
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
    renderWithApp(<RecoverForm />, '/recover');
    await userEvent.click(screen.getByLabelText('Номер телефону'));
    await userEvent.paste('(067) 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ phone: '+380671234567' }));
  });

  it('goes on again when /recover is opened while /reset_password is still loading', async () => {
    fakeApi({
      'POST password/recover': { body: { token: 'rec-2', message: 'Код надіслано', retry_after: 60 } },
    });
    const { router } = renderRoutes(
      [
        { path: '/recover', element: <RecoverForm /> },
        { path: '/reset_password', element: <NeverLoads /> },
      ],
      '/recover',
    );
    await userEvent.type(screen.getByLabelText('Номер телефону'), '671234567');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset_password'));
    await router.navigate('/recover');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset_password'));
  });
});
