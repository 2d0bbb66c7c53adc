import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieStore } from '@/lib/cookies.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { formatMinutesSeconds, secondsLeft } from '../hooks/use-recovery-countdown.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart');
});

describe('ResetPasswordForm', () => {
  it('goes to /recover without a recovery token', async () => {
    fakeApi({});
    const { router } = renderWithApp(<ResetPasswordForm />, '/reset_password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recover'));
  });

  it('counts down the hour and keeps "Надіслати ще раз" and "Назад" disabled while it runs', async () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('phone', '+380671234567', 3600);
    cookieStore.set('tokenRecoverStart', Date.now() - 10 * 60_000, 3600);
    fakeApi({});
    renderWithApp(<ResetPasswordForm />, '/reset_password');
    expect(screen.getByText(/Код із SMS діє ще/)).toHaveTextContent(/(50:00|49:5\d)/);
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
  });

  it('enables both when the hour is over', () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('tokenRecoverStart', Date.now() - 61 * 60_000, 3600);
    fakeApi({});
    renderWithApp(<ResetPasswordForm />, '/reset_password');
    expect(screen.getByText('Час дії коду минув. Надішліть код ще раз')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeEnabled();
  });

  it('shows code errors under the field and, on success, goes to /login', async () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('tokenRecoverStart', Date.now(), 3600);
    let tries = 0;
    const calls = fakeApi({
      'POST password/recover/tok': () =>
        ++tries === 1
          ? { status: 422, body: { message: 'x', errors: { code: 'Неправильний код. Залишилось спроб: 4' } } }
          : { body: { success: true, premium_expired: false, message: 'Пароль успішно змінено!' } },
    });
    const { router } = renderWithApp(<ResetPasswordForm />, '/reset_password');
    await userEvent.type(screen.getByLabelText('Код з SMS'), '000000');
    await userEvent.type(screen.getByLabelText('Новий пароль'), 'novyi-parol');
    await userEvent.type(screen.getByLabelText('Повторіть пароль'), 'novyi-parol');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Неправильний код. Залишилось спроб: 4')).toHaveAttribute(
      'id',
      'reset-code-error',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.at(-1)?.body).toEqual({
      code: '000000',
      password: 'novyi-parol',
      password_confirmation: 'novyi-parol',
    });
    expect(cookieStore.get('tokenRecover')).toBeUndefined();
  });

  it('opens the premium-expired modal whose "Увійти" goes to /login', async () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('tokenRecoverStart', Date.now(), 3600);
    fakeApi({
      'POST password/recover/tok': {
        body: { success: true, premium_expired: true, message: 'Пароль успішно змінено!' },
      },
    });
    const { router } = renderWithApp(<ResetPasswordForm />, '/reset_password');
    await userEvent.type(screen.getByLabelText('Код з SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Термін дії Преміуму закінчився' });
    expect(dialog).toHaveTextContent('Тариф Преміум діє 3 місяці');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens the premium-expired modal when "Надіслати ще раз" fails, but not for a wait (429)', async () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('phone', '+380671234567', 3600);
    cookieStore.set('tokenRecoverStart', Date.now() - 61 * 60_000, 3600);
    let tries = 0;
    fakeApi({
      'POST password/recover': () =>
        ++tries === 1
          ? {
              status: 429,
              body: { message: 'Спробуйте через 1 хв', errors: { phone: 'Спробуйте через 1 хв' } },
            }
          : { status: 404, body: { message: 'Номера телефону не знайдено' } },
    });
    renderWithApp(<ResetPasswordForm />, '/reset_password');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати ще раз' }));
    expect(await screen.findAllByText('Спробуйте через 1 хв')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати ще раз' }));
    expect(await screen.findByRole('dialog', { name: 'Термін дії Преміуму закінчився' })).toBeInTheDocument();
  });
});

describe('recovery countdown', () => {
  it('counts 60 minutes from the start and never below zero', () => {
    expect(secondsLeft(0, 0)).toBe(3600);
    expect(secondsLeft(0, 3_599_001)).toBe(1);
    expect(secondsLeft(0, 3_700_000)).toBe(0);
    expect(secondsLeft(undefined, 5)).toBe(0);
    expect(formatMinutesSeconds(3600)).toBe('60:00');
    expect(formatMinutesSeconds(65)).toBe('01:05');
  });
});
