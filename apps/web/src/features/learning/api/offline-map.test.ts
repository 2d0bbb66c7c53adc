import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block, LearningTheme } from '@pdr/contract/learning';
import { testUser } from '@/test/users.ts';
import { claimDevice, clearOfflineData, keep, saveTheme, THEME_LIST } from '@/lib/offline-store.ts';
import { applyOutcome, localOutcome } from '@/lib/offline-themes.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { getBlocks } from './get-blocks.ts';
import { getThemes } from './get-themes.ts';

const block = (idx: number, status: Block['status'], errors = 0): Block => ({
  idx,
  count: 20,
  errors,
  success: status === 'done' || status === 'error' ? 20 - errors : 0,
  status,
});

/** Theme 5 as the list was last fetched: two of three lessons done, a credit test of 80% behind it. */
const listed: LearningTheme = {
  id: 5,
  number: 5,
  title: 'Дорожні знаки',
  free: true,
  progress: 67,
  error: 0,
  success: 40,
  blocked: false,
  disabled: false,
  disable: false,
  progress_car: { progress: 80, error: 4 },
  question_count: 60,
  block_count: 3,
  done_blocks: 2,
};

beforeEach(async () => {
  setToken('token-3');
  sessionStore.set('user', testUser({ id: 3 }));
  await claimDevice(3);
  await keep(3, THEME_LIST, [listed, { ...listed, id: 6, number: 6, progress: 0, done_blocks: 0 }]);
  await saveTheme({
    userId: 3,
    themeId: 5,
    title: listed.title,
    free: true,
    blocks: [block(0, 'done'), block(1, 'done'), block(2, 'current')],
    wrong: [[], [], []],
    questions: [],
    savedAt: Date.now(),
    chosen: true,
  });
  // No network: every request fails as a dropped connection does.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
});

describe('the theme map offline', () => {
  it("counts a saved theme in the list from the device's block map, as its card does, after the last lesson", async () => {
    const answers = Array.from({ length: 20 }, (_, i) => ({ question_id: 100 + i, correct: 1 as const }));
    await applyOutcome(
      localOutcome({ attempt_id: 'a1', type: 'theme', theme_id: 5, idx: 2, time: 300 }, answers, 20),
    );

    const card = await getBlocks(5);
    const [theme, other] = await getThemes();
    expect(card.done).toBe(3);
    expect(card.total).toBe(3);
    expect(theme).toMatchObject({
      id: 5,
      progress: 100,
      done_blocks: 3,
      block_count: 3,
      error: 0,
      success: 60,
    });
    // The car is the credit test's, which is scored only by the server: the list's and the card's are one.
    expect(card.progress_car).toEqual(listed.progress_car);
    expect(theme!.progress_car).toEqual(card.progress_car);
    // A theme not kept on the device keeps the figures it was last fetched with.
    expect(other).toMatchObject({ id: 6, progress: 0, done_blocks: 0 });
  });

  it("counts a lesson's mistakes offline in the list as in the card", async () => {
    const answers = Array.from({ length: 20 }, (_, i) => ({
      question_id: 100 + i,
      correct: i < 3 ? (0 as const) : (1 as const),
    }));
    await applyOutcome(
      localOutcome({ attempt_id: 'a2', type: 'theme', theme_id: 5, idx: 2, time: 300 }, answers, 20),
    );
    const card = await getBlocks(5);
    const [theme] = await getThemes();
    const cardErrors = card.blocks.reduce((n, b) => n + b.errors, 0);
    expect(cardErrors).toBe(3);
    expect(theme).toMatchObject({ progress: 67, done_blocks: card.done, error: cardErrors });
  });
});
