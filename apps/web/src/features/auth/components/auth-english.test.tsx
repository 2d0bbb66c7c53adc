import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { ConfirmPhoneForm } from './confirm-phone-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  await switchLanguage('uk');
  window.localStorage.clear();
});

describe('the sign-in, registration and confirmation forms in English', () => {
  it('label the sign-in form and its ways on in English', async () => {
    fakeApi({});
    await act(() => switchLanguage('en'));
    await renderWithApp(<LoginForm />, '/login');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '#/recover');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#/register');
    expect(screen.getByRole('link', { name: 'privacy policy and the user agreement' })).toHaveAttribute(
      'href',
      '#/agreement',
    );
  });

  it('offer Premium for its days and the terms in English', async () => {
    fakeApi({
      'GET config': { body: { subscription: { price: 299, days: 1 }, users: { students: 10 } } },
      'GET categories': { body: { categories: [{ id: 3, label: 'B' }] } },
    });
    await act(() => switchLanguage('en'));
    await renderWithApp(<RegisterForm />, '/register');
    expect(await screen.findByText('299 UAH')).toBeInTheDocument();
    expect(screen.getByLabelText(/Buy Premium/)).toBeChecked();
    expect(screen.getByText(/for 1 day$/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the password')).toBeInTheDocument();
    expect(screen.getByLabelText(/I agree to the terms of the user agreement/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('say where the confirmation code goes in English', async () => {
    setToken('t');
    fakeApi({ 'GET user': { body: testUser() } });
    await act(() => switchLanguage('en'));
    await renderWithApp(
      <ConfirmPhoneForm phone="+380671234567" onConfirmed={() => {}} onLater={() => {}} />,
      '/confirm_phone',
    );
    expect(screen.getByText(/We will send an SMS with a code to/)).toHaveTextContent(
      'to +38 (067) 123 45 67. A confirmed number opens the free Premium',
    );
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm later' })).toBeInTheDocument();
  });
});
