import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';
import { withCategory } from './category-label.ts';
import { testTypeName } from './glossary.ts';
import { switchLanguage } from './i18n.ts';
import { kyivFormat } from './kyiv-time.ts';
import { DeviceFullError, isDeviceFullError } from './offline-store.ts';
import { lostText, mistakesLine } from './score.ts';
import './zod-locale.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('uk'));
});

describe('the words lib/ gives the screens', () => {
  it('are Ukrainian by default: the spec’s forms after a count and after “з”', () => {
    expect(lostText({ mistakes: 3, unanswered: 0, questions: 20 })).toBe('3 помилки з 20 питань');
    expect(lostText({ mistakes: 2, unanswered: 16, questions: 30 })).toBe(
      '2 помилки і 16 без відповіді з 30 питань',
    );
    expect(lostText({ mistakes: 1, unanswered: 0, questions: 22 })).toBe('1 помилка з 22 питання');
    expect(lostText({ mistakes: 5, unanswered: 0, questions: 21 })).toBe('5 помилок з 21 питання');
    expect(mistakesLine({ mistakes: 3, unanswered: 16 })).toBe('Помилок: 3 · Без відповіді: 16');
    expect(withCategory(testTypeName('exam'), 'C')).toBe('Іспит · кат. C');
    expect(z.string().min(2).safeParse('a').error?.issues[0]?.message).toMatch(/[\u0400-\u04FF]/);
  });

  it('follow the language chosen, read when they are made', async () => {
    await act(() => switchLanguage('en'));
    expect(lostText({ mistakes: 1, unanswered: 16, questions: 30 })).toBe(
      '1 mistake and 16 not answered out of 30 questions',
    );
    expect(lostText({ mistakes: 3, unanswered: 0, questions: 1 })).toBe('3 mistakes out of 1 question');
    expect(mistakesLine({ mistakes: 0, unanswered: 0 })).toBe('Mistakes: 0');
    expect(withCategory(testTypeName('all_theme'), 'B')).toBe('Theme credit test · cat. B');
    expect(new DeviceFullError().message).toMatch(/^The device has run out of space/);
    expect(isDeviceFullError(new DeviceFullError())).toBe(true);
    expect(z.string().min(2).safeParse('a').error?.issues[0]?.message).toMatch(/^Too small/);
    expect(kyivFormat({ day: 'numeric', month: 'long' }).format(new Date('2026-12-01T22:30:00Z'))).toBe(
      '2 December',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await apiRequest('user').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(
      'No connection to the server. Check your internet connection and try again',
    );
  });
});
