import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToCheckout } from '@/lib/checkout.ts';
import { getToken, setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { RegisterForm } from './register-form.tsx';
import { fakeApi } from '@/test/fake-api.ts';
import { chunkLater, renderRoutes, renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';

vi.mock('@/lib/checkout.ts', () => ({ goToCheckout: vi.fn() }));

const base = {
  'GET config': { body: { subscription: { price: 299, days: 90 }, users: { students: 10 } } },
  'GET categories': {
    body: {
      categories: [
        { id: 1, label: 'A' },
        { id: 3, label: 'B' },
        { id: 5, label: 'C' },
      ],
    },
  },
};

afterEach(() => {
  vi.mocked(goToCheckout).mockReset();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('RegisterForm', () => {
  it('shows every server field error under its field and "Заповніть правильно дані!"', async () => {
    const calls = fakeApi({
      ...base,
      'POST register': {
        status: 422,
        body: {
          message: 'Заповніть правильно дані!',
          errors: {
            phone: 'Цей номер телефону вже зареєстровано',
            first_name: "Вкажіть ім'я",
            password_confirmation: 'Паролі не збігаються',
          },
        },
      },
    });
    await renderWithApp(<RegisterForm />, '/register');
    expect(await screen.findByText('B')).toBeInTheDocument();
    expect(await screen.findByText(/299 грн/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Номер телефону'), '671234567');
    expect(screen.getByLabelText('Номер телефону')).toHaveValue('+38 (067) 123 45 67');
    await userEvent.type(screen.getByLabelText('Пароль'), 'dovhyi-parol');
    await userEvent.click(screen.getByLabelText(/умовами користувацької угоди/));
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));

    expect(await screen.findByText('Цей номер телефону вже зареєстровано')).toHaveAttribute(
      'id',
      'register-phone-error',
    );
    expect(screen.getByText("Вкажіть ім'я")).toHaveAttribute('id', 'register-first_name-error');
    expect(screen.getByText('Паролі не збігаються')).toHaveAttribute(
      'id',
      'register-password_confirmation-error',
    );
    expect(screen.getByText('Заповніть правильно дані!')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST register')?.body).toEqual({
      phone: '+380671234567',
      first_name: '',
      last_name: '',
      password: 'dovhyi-parol',
      password_confirmation: '',
      categories: [3],
      group_code: '',
      buy_premium: true,
      accept: 1,
    });
  });

  it.each(['+38 (067) 111-00-04', '+38 067 111 00 04', '(067)1110004', '0671110004'])(
    'sends a pasted %s as +380671110004',
    async (written) => {
      const calls = fakeApi({
        ...base,
        'POST register': { status: 422, body: { message: 'x', errors: {} } },
      });
      await renderWithApp(<RegisterForm />, '/register');
      expect(await screen.findByText('B')).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText('Номер телефону'));
      await userEvent.paste(written);
      expect(screen.getByLabelText('Номер телефону')).toHaveValue('+38 (067) 111 00 04');
      await userEvent.click(screen.getByLabelText(/умовами користувацької угоди/));
      await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
      await waitFor(() =>
        expect(calls.find((c) => c.key === 'POST register')?.body).toMatchObject({ phone: '+380671110004' }),
      );
    },
  );

  it('requires the agreement before sending', async () => {
    const calls = fakeApi(base);
    await renderWithApp(<RegisterForm />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(await screen.findByText('Потрібно погодитися з умовами користувацької угоди')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST register')).toBe(false);
  });

  it('puts a stored code in the field 3-2-3, locks it, checks it at once and shows the group price', async () => {
    sessionStore.set('codeParam', '123/45/678');
    const calls = fakeApi({ ...base, 'POST check/code': { body: { status: true, price: 149, days: 60 } } });
    await renderWithApp(<RegisterForm />, '/register');
    const code = screen.getByLabelText(/Код групи/);
    await waitFor(() => expect(code).toHaveValue('123 45 678'));
    expect(code).toBeDisabled();
    expect(await screen.findByText('Код групи прийнято')).toBeInTheDocument();
    expect(screen.getByText(/ваш викладач бачитиме ваш прогрес/)).toBeInTheDocument();
    expect(screen.getByText(/149 грн/)).toBeInTheDocument();
    expect(screen.getByText(/за 60 днів/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST check/code')?.body).toEqual({ group_code: '12345678' });
  });

  it('checks a typed code on blur and shows the server error under the field', async () => {
    fakeApi({
      ...base,
      'POST check/code': {
        status: 422,
        body: { message: 'x', errors: { group_code: 'Групу з таким кодом не знайдено' } },
      },
    });
    await renderWithApp(<RegisterForm />, '/register');
    await userEvent.type(screen.getByLabelText(/Код групи/), '99999999');
    await userEvent.click(screen.getByLabelText('Прізвище'));
    expect(await screen.findByText('Групу з таким кодом не знайдено')).toBeInTheDocument();
  });

  it('skips the check for an empty code', async () => {
    const calls = fakeApi(base);
    await renderWithApp(<RegisterForm />, '/register');
    await userEvent.click(screen.getByLabelText(/Код групи/));
    await userEvent.click(screen.getByLabelText('Прізвище'));
    expect(calls.some((c) => c.key === 'POST check/code')).toBe(false);
  });

  it('signs in and goes on to confirming the number after a successful registration', async () => {
    fakeApi({
      ...base,
      'POST register': {
        body: { status: true, message: 'Реєстрацію завершено', access_token: 'new-token', link: null },
      },
      'GET user': { body: testUser() },
    });
    // The next screen's chunk comes only when the test says: the app keeps the form on screen meanwhile.
    const confirm = chunkLater();
    await renderRoutes(
      [
        { path: 'register', lazy: async () => ({ Component: RegisterForm }) },
        { path: 'confirm_phone', lazy: confirm.lazy },
        { path: '*', lazy: async () => ({ Component: () => <p>Інша сторінка</p> }) },
      ],
      '/register',
    );
    await userEvent.click(await screen.findByLabelText(/умовами користувацької угоди/));
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    // Signed in and on the way to confirming the number (its chunk asked for): the form, still on show, sends
    // nobody home.
    await waitFor(() => expect(confirm.asked).toBe(true));
    expect(getToken()).toBe('new-token');
    expect(screen.getByRole('button', { name: 'Зареєструватися' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/register');
    await act(async () => confirm.resolve({ Component: () => <h1>Підтвердження номера</h1> }));
    expect(await screen.findByRole('heading', { name: 'Підтвердження номера' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/confirm_phone');
    expect(screen.queryByText('Інша сторінка')).not.toBeInTheDocument();
  });

  it('goes to the payment link when Premium was ticked, and forgets the stored link', async () => {
    const link = 'http://127.0.0.1/api/payments/sandbox/checkout?data=x&signature=y';
    fakeApi({
      ...base,
      'POST register': {
        body: { status: true, message: 'Реєстрацію завершено', access_token: 'new-token', link },
      },
      'GET user': { status: 401, body: { message: 'Потрібно увійти в систему' } },
    });
    await renderWithApp(<RegisterForm />, '/register');
    expect(screen.getByRole('checkbox', { name: /Придбати Преміум/ })).toBeChecked();
    await userEvent.click(screen.getByLabelText(/умовами користувацької угоди/));
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(link));
    expect(sessionStore.get('link')).toBeUndefined();
  });

  it("starts with 'Придбати Преміум' unticked after the free tariff's Спробувати and goes on to confirming the number", async () => {
    const calls = fakeApi({
      ...base,
      'POST register': {
        body: { status: true, message: 'Реєстрацію завершено', access_token: 'new-token', link: null },
      },
      'GET user': { status: 401, body: { message: 'Потрібно увійти в систему' } },
    });
    const { router } = await renderRoutes(
      [
        { path: '/register', element: <RegisterForm /> },
        { path: '*', element: <p>Інша сторінка</p> },
      ],
      '/register?tariff=light',
    );
    expect(screen.getByRole('checkbox', { name: /Придбати Преміум/ })).not.toBeChecked();
    await userEvent.click(screen.getByLabelText(/умовами користувацької угоди/));
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm_phone'));
    expect(calls.find((c) => c.key === 'POST register')?.body).toMatchObject({ buy_premium: false });
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('Назад forgets the stored group and categories and goes to /login', async () => {
    fakeApi(base);
    sessionStore.set('categories', [3]);
    const { router } = await renderWithApp(<RegisterForm />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get('categories')).toBeUndefined();
  });

  it('sends a signed-in viewer home instead of showing the form (its Назад would sign them out)', async () => {
    fakeApi({ ...base, 'GET user': { body: testUser() } });
    setToken('signed-in');
    const { router } = await renderWithApp(<RegisterForm />, '/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get('token')).toBe('signed-in');
  });

  it('leads Back from the checkout it opened to finishing the purchase, not to an empty form', async () => {
    const link = 'http://127.0.0.1/api/payments/sandbox/checkout?data=x&signature=y';
    fakeApi({
      ...base,
      'POST register': {
        body: { status: true, message: 'Реєстрацію завершено', access_token: 'new-token', link },
      },
      'GET user': { body: testUser() },
    });
    const first = await renderWithApp(<RegisterForm />, '/register');
    await userEvent.click(screen.getByLabelText(/умовами користувацької угоди/));
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(link));
    // While the browser leaves for the checkout the form stays as it is.
    expect(first.router.state.location.pathname).toBe('/register');
    first.unmount();
    // Back from the checkout page loads the app again at /register, signed in.
    const { router } = await renderWithApp(<RegisterForm />, '/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/finish'));
  });

  it('says by "Придбати Преміум" that no money is taken while payments are a test', async () => {
    fakeApi({ ...base, 'GET config': { body: { ...base['GET config'].body, payment_sandbox: true } } });
    await renderWithApp(<RegisterForm />, '/register');
    expect(await screen.findByRole('note')).toHaveTextContent('Тестова оплата: гроші не списуються');
    expect(screen.getByLabelText(/Придбати Преміум/)).toBeInTheDocument();
  });
});
