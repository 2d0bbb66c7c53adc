import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLingui } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_USER_SETTINGS } from '@pdr/contract/settings';
import { fakeApi } from '@/test/fake-api.ts';
import { adoptAccountSettings } from '@/features/auth/api/login.ts';
import { readAloudAuto } from '@/lib/reading.ts';
import { deviceLanguage, switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';

function Words() {
  const { _ } = useLingui();
  return (
    <p>
      {_('nav.home')} · {_('header.category', { label: 'B' })}
    </p>
  );
}

function renderSwitch() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <LanguageSwitch />
      <Words />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  setToken(null);
  await switchLanguage('uk');
  window.localStorage.clear();
});

describe('the language switch', () => {
  it('shows every word in English at once, names the other language in itself, and the device keeps the choice', async () => {
    const calls = fakeApi({});
    renderSwitch();
    expect(screen.getByText('Головна · Категорія B')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Home · Category B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Українська' })).toHaveAttribute('lang', 'uk');
    expect(document.documentElement.lang).toBe('en');
    expect(deviceLanguage()).toBe('en');
    // A guest's choice stays on the device: nothing is sent.
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Українська' }));
    expect(await screen.findByText('Головна · Категорія B')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('uk');
    expect(deviceLanguage()).toBe('uk');
  });

  it('keeps a signed-in learner’s choice on the account', async () => {
    setToken('token');
    const calls = fakeApi({ 'PUT user/settings': { body: { ...DEFAULT_USER_SETTINGS, language: 'en' } } });
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(calls).toEqual([{ key: 'PUT user/settings', body: { language: 'en' } }]));
  });

  it('opens a new device in the account’s language and reading choice after sign-in', async () => {
    setToken('token');
    const calls = fakeApi({
      'GET user/settings': { body: { ...DEFAULT_USER_SETTINGS, language: 'en', read_aloud_auto: true } },
    });
    renderSwitch();
    await adoptAccountSettings();
    expect(readAloudAuto()).toBe(true);
    localStorage.removeItem('readAloudAuto');
    expect(await screen.findByText('Home · Category B')).toBeInTheDocument();
    expect(deviceLanguage()).toBe('en');
    expect(calls).toEqual([{ key: 'GET user/settings' }]);
  });
});
