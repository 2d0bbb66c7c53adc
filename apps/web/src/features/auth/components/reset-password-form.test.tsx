import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieStore } from '@/lib/cookies.ts';
import { usePopup } from '@/lib/popup.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes, renderWithApp } from '@/test/render.tsx';
import {
  formatMinutesSeconds,
  secondsLeft,
  secondsUntil,
  useClockUntil,
} from '../hooks/use-recovery-countdown.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart', 'tokenRecoverNext');
});

const DEAD = 'Код більше не дійсний. Надішліть новий код';

/** The countdown box, whose text runs across a few elements (the phone is kept on one line). */
const countdownText = (pattern: RegExp) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && pattern.test(el.textContent ?? '');

/** A recovery started `minutesAgo`, whose next code is allowed `nextInS` seconds from now. */
function recoveryStarted(minutesAgo: number, nextInS: number) {
  cookieStore.set('tokenRecover', 'tok', 3600);
  cookieStore.set('phone', '+380671234567', 3600);
  cookieStore.set('tokenRecoverStart', Date.now() - minutesAgo * 60_000, 3600);
  cookieStore.set('tokenRecoverNext', Date.now() + nextInS * 1000, 3600);
}

async function fillAndSave(code: string) {
  await userEvent.clear(screen.getByLabelText('Код з SMS'));
  await userEvent.type(screen.getByLabelText('Код з SMS'), code);
  await userEvent.clear(screen.getByLabelText('Новий пароль'));
  await userEvent.type(screen.getByLabelText('Новий пароль'), 'novyi-parol');
  await userEvent.clear(screen.getByLabelText('Повторіть пароль'));
  await userEvent.type(screen.getByLabelText('Повторіть пароль'), 'novyi-parol');
  await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
}

describe('ResetPasswordForm', () => {
  it('goes to /recover without a recovery token', async () => {
    fakeApi({});
    const { router } = await renderWithApp(<ResetPasswordForm />, '/reset_password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recover'));
  });

  it('counts down the hour, says when a new code can be sent, and never holds "Назад"', async () => {
    recoveryStarted(0.5, 30);
    fakeApi({});
    await renderWithApp(<ResetPasswordForm />, '/reset_password');
    expect(
      screen.getByText(countdownText(/Код із SMS на номер \+38 \(067\) 123 45 67 діє ще/)),
    ).toHaveTextContent(/(59:30|59:29)/);
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled();
    expect(screen.getByText(/Новий код можна надіслати через/)).toHaveTextContent(/00:(30|29)/);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeEnabled();
  });

  it('opens "Надіслати ще раз" when the wait is over, while the code still works', async () => {
    recoveryStarted(10, 0);
    fakeApi({});
    await renderWithApp(<ResetPasswordForm />, '/reset_password');
    expect(screen.getByText(countdownText(/Код із SMS на номер .* діє ще/))).toHaveTextContent(
      /(50:00|49:5\d)/,
    );
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeEnabled();
    expect(screen.getByText('Не отримали SMS? Надішліть код ще раз.')).toBeInTheDocument();
    expect(screen.queryByText(/Новий код можна надіслати через/)).not.toBeInTheDocument();
  });

  it('goes back to /login with "Назад" at once, forgetting the recovery', async () => {
    recoveryStarted(1, 50);
    fakeApi({});
    const { router } = await renderWithApp(<ResetPasswordForm />, '/reset_password');
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(cookieStore.get('tokenRecover')).toBeUndefined();
    expect(cookieStore.get('tokenRecoverNext')).toBeUndefined();
  });

  it('enables both when the hour is over', async () => {
    cookieStore.set('tokenRecover', 'tok', 3600);
    cookieStore.set('tokenRecoverStart', Date.now() - 61 * 60_000, 3600);
    fakeApi({});
    await renderWithApp(<ResetPasswordForm />, '/reset_password');
    expect(screen.getByText('Час дії коду минув. Надішліть код ще раз')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeEnabled();
  });

  it('after a code dies of wrong tries, sends a new one once allowed, and the new code changes the password', async () => {
    recoveryStarted(3, 0);
    const calls = fakeApi({
      'POST password/recover/tok': { status: 422, body: { message: DEAD, errors: { code: DEAD } } },
      'POST password/recover': {
        body: { token: 'tok-2', message: 'Код підтвердження надіслано в SMS', retry_after: 60 },
      },
      'POST password/recover/tok-2': {
        body: { success: true, premium_expired: false, message: 'Пароль успішно змінено!' },
      },
    });
    const { router } = await renderWithApp(<ResetPasswordForm />, '/reset_password');
    await fillAndSave('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD);
    expect(screen.getAllByText(DEAD)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Зберегти' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Надіслати ще раз' }));
    expect(await screen.findByText(countdownText(/Код із SMS на номер .* діє ще/))).toHaveTextContent(
      /(60:00|59:59)/,
    );
    expect(calls.find((c) => c.key === 'POST password/recover')?.body).toEqual({ phone: '+380671234567' });
    expect(cookieStore.get('tokenRecover')).toBe('tok-2');
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled();
    expect(screen.getByText(/Новий код можна надіслати через/)).toHaveTextContent(/01:00|00:59/);
    expect(screen.getByRole('button', { name: 'Зберегти' })).toBeEnabled();

    await fillAndSave('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.at(-1)).toMatchObject({ key: 'POST password/recover/tok-2', body: { code: '123456' } });
  });

  it('counts down to the Retry-After of a refused resend', async () => {
    recoveryStarted(61, 0);
    fakeApi({
      'POST password/recover': {
        status: 429,
        headers: { 'retry-after': '1500' },
        body: {
          message: 'Ви вже отримали 5 кодів за годину. Спробуйте через 25 хв',
          errors: { phone: 'Ви вже отримали 5 кодів за годину. Спробуйте через 25 хв' },
        },
      },
    });
    await renderWithApp(<ResetPasswordForm />, '/reset_password');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати ще раз' }));
    expect(await screen.findByText(/Новий код можна надіслати через/)).toHaveTextContent(/(25:00|24:59)/);
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ви вже отримали 5 кодів за годину. Спробуйте через 25 хв',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("pops up the spec's 'Пароль успішно змінено!' and says on /login that the password was changed, until the next try", async () => {
    recoveryStarted(2, 0);
    fakeApi({
      'POST password/recover/tok': {
        body: { success: true, premium_expired: false, message: 'Пароль успішно змінено!' },
      },
      'POST login': { status: 401, body: { message: 'Неправильний логін і пароль' } },
    });
    const popup = renderHook(() => usePopup());
    const { router } = await renderRoutes(
      [
        { path: '/reset_password', element: <ResetPasswordForm /> },
        { path: '/login', element: <LoginForm /> },
      ],
      '/reset_password',
    );
    await fillAndSave('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(popup.result.current).toMatchObject({ kind: 'success', text: 'Пароль успішно змінено!' });
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль змінено. Увійдіть з новим паролем');

    // A later failed sign-in is not contradicted by the green note.
    await userEvent.type(screen.getByLabelText('Номер телефону'), '671234567');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findAllByText('Неправильний логін і пароль')).not.toHaveLength(0);
    expect(screen.queryByText('Пароль змінено. Увійдіть з новим паролем')).not.toBeInTheDocument();
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
    const { router } = await renderWithApp(<ResetPasswordForm />, '/reset_password');
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
    const { router } = await renderWithApp(<ResetPasswordForm />, '/reset_password');
    await userEvent.type(screen.getByLabelText('Код з SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Термін дії Преміуму закінчився' });
    expect(dialog).toHaveTextContent('Тариф Преміум діє 3 місяці');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ passwordChanged: true });
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
          : { status: 503, body: { message: 'Не вдалося надіслати SMS. Спробуйте пізніше' } },
    });
    await renderWithApp(<ResetPasswordForm />, '/reset_password');
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
    expect(secondsUntil(10_000, 8_500)).toBe(2);
    expect(secondsUntil(10_000, 10_001)).toBe(0);
    expect(secondsUntil(undefined, 0)).toBe(0);
  });

  it('reads the clock again, before the paint, when a new end comes after it stood still', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result, rerender } = renderHook(({ end }: { end?: number }) => useClockUntil(end), {
      initialProps: {},
    });
    // Nothing to count down for 5 s, so the clock was not moved; then a refused resend sets a wait of 25 minutes.
    vi.setSystemTime(Date.now() + 5000);
    const end = Date.now() + 1_500_000;
    rerender({ end });
    expect(formatMinutesSeconds(secondsUntil(end, result.current))).toBe('25:00');
  });
});
