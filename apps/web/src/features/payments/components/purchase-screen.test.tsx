import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToCheckout } from '@/lib/checkout.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { PurchaseScreen } from './purchase-screen.tsx';

vi.mock('@/lib/checkout.ts', () => ({ goToCheckout: vi.fn() }));

const ORDER_ID = '0b9f5d52-8f7e-4d5a-9a47-1f2f3c4d5e6f';
const LINK = `http://127.0.0.1/api/payments/sandbox/checkout?data=x&signature=y`;
const base = {
  'GET config': { body: { subscription: { price: 299, days: 90 }, users: { students: 10 } } },
  'GET categories': {
    body: {
      categories: [
        { id: 1, label: 'A' },
        { id: 3, label: 'B' },
      ],
    },
  },
};

async function openAs(user: ReturnType<typeof testUser>, answers: Parameters<typeof fakeApi>[0] = {}) {
  setToken('token');
  sessionStore.set('user', user);
  const calls = fakeApi({ ...base, 'GET user': { body: user }, ...answers });
  await renderWithApp(
    <PurchaseScreen title="Оплата Преміуму" subtitle="Усе без обмежень" waitForUser />,
    '/premium',
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
  setToken(null);
});

describe('PurchaseScreen', () => {
  it('asks a guest to sign in', async () => {
    fakeApi(base);
    await renderWithApp(<PurchaseScreen title="Оплата Преміуму" subtitle="x" waitForUser />, '/premium');
    expect(screen.getByRole('heading', { name: 'Увійдіть, щоб придбати Преміум' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '#/login');
  });

  it('hides the names a user has, sends category B by default and goes to the checkout link', async () => {
    const calls = await openAs(testUser(), {
      'POST register/finish': { body: { link: LINK, message: 'Замовлення створено', order_id: ORDER_ID } },
    });
    expect(await screen.findByText('B')).toBeInTheDocument();
    expect(await screen.findByText('299 грн')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Прізвище')).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Ім'я")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(LINK));
    expect(calls.find((c) => c.key === 'POST register/finish')?.body).toEqual({ categories: [3] });
  });

  it('asks for the names a user lacks and checks every field before sending', async () => {
    const calls = await openAs(testUser({ first_name: '', last_name: '' }));
    expect(await screen.findByText('B')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Категорія'));
    await userEvent.keyboard('{Backspace}');
    await userEvent.type(screen.getByLabelText(/Код групи/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));

    expect(await screen.findByText('Вкажіть прізвище')).toHaveAttribute('id', 'premium-last_name-error');
    expect(screen.getByText("Вкажіть ім'я")).toHaveAttribute('id', 'premium-first_name-error');
    expect(screen.getByText('Оберіть хоча б одну категорію')).toBeInTheDocument();
    expect(screen.getByText('Код групи має складатися з 8 цифр')).toBeInTheDocument();
    expect(screen.getByLabelText('Прізвище')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'POST register/finish')).toBe(false);
  });

  it('locks the code of a user who has a group and shows the group price', async () => {
    const calls = await openAs(testUser({ group_code: '12345678', group_name: 'Група 1' }), {
      'POST check/code': { body: { status: true, price: 149, days: 60 } },
    });
    const code = await screen.findByLabelText(/Код групи/);
    expect(code).toHaveValue('123 45 678');
    expect(code).toBeDisabled();
    expect(await screen.findByText('149 грн')).toBeInTheDocument();
    expect(screen.getByText(/за 60 днів/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST check/code')?.body).toEqual({ group_code: '12345678' });
  });

  it('checks a typed code on blur and sends it with the names', async () => {
    const calls = await openAs(testUser({ first_name: '', last_name: '' }), {
      'POST check/code': { body: { status: true, price: 199, days: 30 } },
      'POST register/finish': { body: { link: LINK, message: 'ok', order_id: ORDER_ID } },
    });
    await userEvent.type(await screen.findByLabelText('Прізвище'), ' Шевченко ');
    await userEvent.type(screen.getByLabelText("Ім'я"), 'Тарас');
    await userEvent.type(screen.getByLabelText(/Код групи/), '87654321');
    await userEvent.tab();
    expect(await screen.findByText('Код групи прийнято')).toBeInTheDocument();
    expect(await screen.findByText('199 грн')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(LINK));
    expect(calls.find((c) => c.key === 'POST register/finish')?.body).toEqual({
      last_name: 'Шевченко',
      first_name: 'Тарас',
      categories: [3],
      group_code: '87654321',
    });
  });

  it('on /register/finish without a stored user, leaves the names to the server and shows its errors', async () => {
    setToken('token');
    const calls = fakeApi({
      ...base,
      'POST register/finish': {
        status: 422,
        body: { message: 'Заповніть правильно дані!', errors: { last_name: 'Вкажіть прізвище' } },
      },
    });
    await renderWithApp(
      <PurchaseScreen title="Завершення реєстрації" subtitle="x" waitForUser={false} />,
      '/register/finish',
    );
    expect(await screen.findByText('B')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Ім'я/), 'Тарас');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));

    expect(await screen.findByText('Вкажіть прізвище')).toHaveAttribute('id', 'premium-last_name-error');
    expect(calls.find((c) => c.key === 'POST register/finish')?.body).toEqual({
      first_name: 'Тарас',
      categories: [3],
    });
    expect(calls.some((c) => c.key === 'GET user')).toBe(false);
  });

  it('shows the server’s field errors under the fields', async () => {
    await openAs(testUser(), {
      'POST register/finish': {
        status: 422,
        body: { message: 'Заповніть правильно дані!', errors: { categories: 'Такої категорії не існує' } },
      },
    });
    expect(await screen.findByText('B')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    expect(await screen.findByText('Такої категорії не існує')).toHaveAttribute(
      'id',
      'premium-categories-error',
    );
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('says how long to wait when the server refuses more group codes', async () => {
    const wait = 'Забагато перевірок коду групи. Спробуйте через 10 хв';
    await openAs(testUser({ first_name: 'Тарас', last_name: 'Шевченко' }), {
      'POST check/code': { status: 429, body: { message: wait, errors: { group_code: wait } } },
      'POST register/finish': { status: 429, body: { message: wait, errors: { group_code: wait } } },
    });
    await userEvent.type(await screen.findByLabelText(/Код групи/), '87654321');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    // Under the field and as the form's error, instead of 'Не вдалося підписатися'.
    expect(await screen.findAllByText(wait)).toHaveLength(2);
    expect(screen.queryByText('Не вдалося підписатися')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Код групи/)).toHaveAttribute('aria-invalid', 'true');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('says "Не вдалося підписатися" when the order cannot be made', async () => {
    await openAs(testUser(), {
      'POST register/finish': { status: 500, body: { message: 'Внутрішня помилка' } },
    });
    expect(await screen.findByText('B')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося підписатися');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it.each([
    ['/premium', 'Оплата Преміуму', true],
    ['/register/finish', 'Завершення реєстрації', false],
  ])('says on %s that no money is taken while payments are a test', async (path, title, waitForUser) => {
    setToken('token');
    sessionStore.set('user', testUser());
    fakeApi({
      ...base,
      'GET config': { body: { ...base['GET config'].body, payment_sandbox: true } },
      'GET user': { body: testUser() },
    });
    await renderWithApp(<PurchaseScreen title={title} subtitle="x" waitForUser={waitForUser} />, path);
    expect(await screen.findByRole('note')).toHaveTextContent('Тестова оплата: гроші не списуються');
  });

  it('says nothing of test payments when they are real', async () => {
    await openAs(testUser(), {
      'GET config': { body: { ...base['GET config'].body, payment_sandbox: false } },
    });
    expect(await screen.findByText('299 грн')).toBeInTheDocument();
    expect(screen.queryByText(/Тестова оплата/)).not.toBeInTheDocument();
  });
});
