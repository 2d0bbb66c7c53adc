import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@pdr/contract/settings';
import { switchLanguage } from '@/lib/i18n.ts';
import { readAloudAuto, setReadAloudAuto } from '@/lib/reading.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { SettingsSection } from './settings-section.tsx';

function stubVoices(langs: string[]) {
  const voices = langs.map((lang) => ({ lang, localService: true, name: lang }) as SpeechSynthesisVoice);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [...voices],
    speak: vi.fn(),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  localStorage.removeItem('readAloudAuto');
  localStorage.removeItem('theme');
  localStorage.removeItem('textSize');
  await act(() => switchLanguage('uk'));
});

describe('the settings section', () => {
  it('keeps reading every question aloud on the device and on a signed-in learner’s account', async () => {
    stubVoices(['uk-UA']);
    setToken('token');
    const calls = fakeApi({
      'PUT user/settings': { body: { ...DEFAULT_USER_SETTINGS, read_aloud_auto: true } },
    });
    render(<SettingsSection />);
    expect(screen.getByRole('heading', { name: 'Налаштування' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Читати кожне питання автоматично' }));
    expect(readAloudAuto()).toBe(true);
    await waitFor(() =>
      expect(calls).toEqual([{ key: 'PUT user/settings', body: { read_aloud_auto: true } }]),
    );
    expect(screen.getByRole('checkbox', { name: 'Читати кожне питання автоматично' })).toBeChecked();
    await setReadAloudAuto(false);
  });

  it('says why there is no reading aloud without a voice of the language, and how to add one', () => {
    stubVoices(['en-US']);
    render(<SettingsSection />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/немає голосу, що читає українською/)).toBeInTheDocument();
    expect(screen.getByText(/^Android:/)).toBeInTheDocument();
    expect(screen.getByText(/^iPhone та iPad:/)).toBeInTheDocument();
    expect(screen.getByText(/^Windows:/)).toBeInTheDocument();
  });

  it('offers the theme and the text size, a guest’s kept on the device', async () => {
    stubVoices([]);
    const calls = fakeApi({});
    render(<SettingsSection />);
    expect(screen.getByRole('radio', { name: 'як у системі' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'звичайний' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'темна' }));
    await userEvent.click(screen.getByRole('radio', { name: 'найбільший' }));
    expect(screen.getByRole('radio', { name: 'темна' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Розмір тексту' })).toHaveAccessibleDescription(
      /Для питань, відповідей і коментарів/,
    );
    expect(JSON.parse(localStorage.getItem('theme')!)).toBe('dark');
    expect(JSON.parse(localStorage.getItem('textSize')!)).toBe('largest');
    expect(calls).toEqual([]);
  });

  it('switches the interface’s language', async () => {
    stubVoices([]);
    fakeApi({});
    render(<SettingsSection />);
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByText(/no English voice/)).toBeInTheDocument();
  });
});
