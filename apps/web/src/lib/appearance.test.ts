import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_GATE, THEME_COLORS } from '@pdr/contract/appearance';
import { DEFAULT_USER_SETTINGS } from '@pdr/contract/settings';
import { fakeApi } from '@/test/fake-api.ts';
import { adoptTheme, setTextSize, setTheme } from './appearance.ts';
import { setToken } from './session.ts';

/** A system scheme the test can change, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function stubScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener();
  };
}

const html = document.documentElement;
let meta: HTMLMetaElement;

/** The gate as index.html runs it: the exact text, in the page. */
function runGate() {
  new Function(APPEARANCE_GATE)();
}

beforeEach(() => {
  meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  localStorage.removeItem('theme');
  localStorage.removeItem('textSize');
  meta.remove();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-text-size');
});

describe('the appearance gate', () => {
  it('follows the system’s scheme until the learner chooses, and the bar colour with it', () => {
    const setSystem = stubScheme(true);
    runGate();
    expect(html.dataset.theme).toBe('dark');
    expect(meta.content).toBe(THEME_COLORS.dark);
    setSystem(false);
    expect(html.dataset.theme).toBe('light');
    expect(meta.content).toBe(THEME_COLORS.light);
  });

  it('applies the device’s choice at once, before the app, and again when the app changes it', async () => {
    stubScheme(true);
    localStorage.setItem('theme', JSON.stringify('light'));
    localStorage.setItem('textSize', JSON.stringify('largest'));
    runGate();
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.textSize).toBe('largest');

    await setTheme('dark');
    await setTextSize('normal');
    expect(html.dataset.theme).toBe('dark');
    expect(html).not.toHaveAttribute('data-text-size');
    await setTheme('system');
    expect(html.dataset.theme).toBe('dark');
  });

  it('takes a stored value it does not know for no choice', () => {
    stubScheme(false);
    localStorage.setItem('theme', JSON.stringify('sepia'));
    localStorage.setItem('textSize', '{broken');
    runGate();
    expect(html.dataset.theme).toBe('light');
    expect(html).not.toHaveAttribute('data-text-size');
  });
});

describe('the theme and text size settings', () => {
  it('go to a signed-in learner’s account, and a guest’s stay on the device', async () => {
    stubScheme(false);
    runGate();
    const calls = fakeApi({
      'PUT user/settings': { body: { ...DEFAULT_USER_SETTINGS, theme: 'dark' } },
    });
    await setTheme('dark');
    expect(calls).toEqual([]);
    setToken('token');
    await setTextSize('large');
    expect(calls).toEqual([{ key: 'PUT user/settings', body: { text_size: 'large' } }]);
    expect(html.dataset.textSize).toBe('large');
  });

  it('adopt the account’s choice after signing in, without writing it back', () => {
    stubScheme(false);
    runGate();
    const calls = fakeApi({});
    setToken('token');
    adoptTheme('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(JSON.parse(localStorage.getItem('theme')!)).toBe('dark');
    expect(calls).toEqual([]);
  });
});
