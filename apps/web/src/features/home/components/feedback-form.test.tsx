import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/test/fake-api.ts';
import { setToken } from '@/lib/session.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { FeedbackForm } from './feedback-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

async function fill(name: string, phone: string, message: string) {
  if (name) await userEvent.type(screen.getByLabelText("Ім'я"), name);
  if (phone) await userEvent.type(screen.getByLabelText('Номер телефону'), phone);
  if (message) await userEvent.type(screen.getByLabelText('Повідомлення'), message);
  await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
}

describe('FeedbackForm', () => {
  it("fills in a signed-in learner's name and number, and sends them with the message", async () => {
    setToken('t');
    const calls = fakeApi({
      'GET user': { body: testUser() },
      'POST callback': { body: { message: "Дякуємо! Ми зв'яжемося з вами." } },
    });
    await renderWithApp(<FeedbackForm />, '/');
    expect(await screen.findByDisplayValue('Олена Коваль')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер телефону')).toHaveValue('+38 (067) 123 45 67');
    await fill('', '', 'Коли відкриється група?');
    expect(await screen.findByRole('status')).toHaveTextContent("Дякуємо! Ми зв'яжемося з вами.");
    expect(calls.find((c) => c.key === 'POST callback')?.body).toEqual({
      name: 'Олена Коваль',
      phone: '+380671234567',
      message: 'Коли відкриється група?',
    });
  });

  it('names every empty field without asking the server', async () => {
    const calls = fakeApi({});
    await renderWithApp(<FeedbackForm />, '/');
    await fill('', '', '');
    expect(await screen.findByText("Вкажіть ім'я")).toBeInTheDocument();
    expect(screen.getByLabelText('Номер телефону')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Напишіть повідомлення (щонайменше 5 символів)')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the form with the phone in the stored form and thanks the sender', async () => {
    const calls = fakeApi({ 'POST callback': { body: { message: "Дякуємо! Ми зв'яжемося з вами." } } });
    await renderWithApp(<FeedbackForm />, '/');
    await fill('Ірина', '067 555 44 33', 'Коли відкриється група?');
    expect(await screen.findByRole('status')).toHaveTextContent("Дякуємо! Ми зв'яжемося з вами.");
    expect(calls).toEqual([
      {
        key: 'POST callback',
        body: { name: 'Ірина', phone: '+380675554433', message: 'Коли відкриється група?' },
      },
    ]);
    expect(screen.getByLabelText('Повідомлення')).toHaveValue('');
  });

  it('sends a pasted +38 (067) 555-44-33 in the stored form, shown like every phone', async () => {
    const calls = fakeApi({ 'POST callback': { body: { message: 'Дякуємо!' } } });
    await renderWithApp(<FeedbackForm />, '/');
    await userEvent.type(screen.getByLabelText("Ім'я"), 'Ірина');
    await userEvent.click(screen.getByLabelText('Номер телефону'));
    await userEvent.paste('+38 (067) 555-44-33');
    expect(screen.getByLabelText('Номер телефону')).toHaveValue('+38 (067) 555 44 33');
    await userEvent.type(screen.getByLabelText('Повідомлення'), 'Коли відкриється група?');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Дякуємо!');
    expect(calls[0]?.body).toMatchObject({ phone: '+380675554433' });
  });

  it("shows the server's limit message under the phone", async () => {
    fakeApi({
      'POST callback': {
        status: 429,
        body: {
          message: 'Забагато повідомлень. Спробуйте через 5 хв',
          errors: { phone: 'Забагато повідомлень. Спробуйте через 5 хв' },
        },
      },
    });
    await renderWithApp(<FeedbackForm />, '/');
    await fill('Ірина', '0675554433', 'Коли відкриється група?');
    expect(await screen.findByText('Забагато повідомлень. Спробуйте через 5 хв')).toBeInTheDocument();
  });
});
