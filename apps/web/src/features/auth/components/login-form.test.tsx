import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken } from '@/lib/session.ts';
import { LoginForm } from './login-form.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { chunkLater, renderRoutes, renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';

const user = testUser();

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('LoginForm', () => {
  it('refuses an incomplete phone under the field without any request', async () => {
    const calls = fakeApi({});
    await renderWithApp(<LoginForm />, '/login');
    await userEvent.type(screen.getByLabelText('Номер телефону'), '67123');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Введіть коректний номер телефону')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер телефону')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows 'Неправильний логін і пароль' when the server answers 401", async () => {
    fakeApi({ 'POST login': { status: 401, body: { message: 'Неправильний логін і пароль' } } });
    await renderWithApp(<LoginForm />, '/login');
    await userEvent.type(screen.getByLabelText('Номер телефону'), '671234567');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Неправильний логін і пароль')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('sends the normalised phone, keeps the token and goes home', async () => {
    const calls = fakeApi({
      'POST login': { body: { status: true, access_token: 'token-1' } },
      'GET user': { body: user },
    });
    const { router } = await renderWithApp(<LoginForm />, '/login');
    const phone = screen.getByLabelText('Номер телефону');
    await userEvent.type(phone, '671234567');
    expect(phone).toHaveValue('+38 (067) 123 45 67');
    await userEvent.type(screen.getByLabelText('Пароль'), '  right-one ');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toEqual({ key: 'POST login', body: { phone: '+380671234567', password: 'right-one' } });
    expect(getToken()).toBe('token-1');
  });

  it('signs in with a number pasted the way it is written elsewhere', async () => {
    const calls = fakeApi({
      'POST login': { body: { status: true, access_token: 'token-2' } },
      'GET user': { body: user },
    });
    await renderWithApp(<LoginForm />, '/login');
    await userEvent.click(screen.getByLabelText('Номер телефону'));
    await userEvent.paste('+380 67 123 45 67');
    await userEvent.type(screen.getByLabelText('Пароль'), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ phone: '+380671234567', password: 'right-one' }));
  });

  it('shows a 429 limit message under the phone field', async () => {
    const text = 'Забагато спроб входу. Спробуйте через 15 хвилин';
    fakeApi({ 'POST login': { status: 429, body: { message: text, errors: { phone: text } } } });
    await renderWithApp(<LoginForm />, '/login');
    await userEvent.type(screen.getByLabelText('Номер телефону'), '671234567');
    await userEvent.type(screen.getByLabelText('Пароль'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText(text)).toHaveAttribute('id', 'login-phone-error');
  });

  it('shows and hides the password with a pressed toggle', async () => {
    fakeApi({});
    await renderWithApp(<LoginForm />, '/login');
    const password = screen.getByLabelText('Пароль');
    const toggle = screen.getByRole('button', { name: 'Показати пароль' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a signed-in user home at once', async () => {
    fakeApi({ 'GET user': { body: user } });
    setToken('existing');
    const { router } = await renderWithApp(<LoginForm />, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the pupil home when /login is opened again while the home screen is still loading', async () => {
    fakeApi({
      'POST login': { body: { status: true, access_token: 'token-2' } },
      'GET user': { body: user },
    });
    // The home screen's chunk comes only when the test says: the app keeps the signed-in form on screen meanwhile.
    const home = chunkLater();
    const { router } = await renderRoutes(
      [
        { path: 'login', lazy: async () => ({ Component: LoginForm }) },
        { index: true, lazy: home.lazy },
      ],
      '/login',
    );
    await userEvent.type(await screen.findByLabelText('Номер телефону'), '671234567');
    await userEvent.type(screen.getByLabelText('Пароль'), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    // Signed in and on the way home: the home screen's chunk is asked for, and the address has not moved yet.
    await waitFor(() => expect(home.asked).toBe(true));
    expect(getToken()).toBe('token-2');
    expect(window.location.hash).toBe('#/login');
    // /login again (a link to it) before the home screen is in: it sends the pupil home once more.
    await act(() => router.navigate('/login'));
    await act(async () => home.resolve({ Component: () => <h1>Головна</h1> }));
    expect(await screen.findByRole('heading', { name: 'Головна' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });

  it('links to recovery and registration', async () => {
    fakeApi({});
    await renderWithApp(<LoginForm />, '/login');
    expect(screen.getByRole('link', { name: 'Забули пароль?' })).toHaveAttribute('href', '#/recover');
    expect(screen.getByRole('link', { name: 'Зареєструватися' })).toHaveAttribute('href', '#/register');
  });
});
