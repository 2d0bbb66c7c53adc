import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block, Question } from '@pdr/contract/learning';
import { testUser } from '@/test/users.ts';
import { fakeApi } from '@/test/fake-api.ts';
import {
  claimDevice,
  clearOfflineData,
  getSavedTheme,
  putOutbox,
  saveTheme,
  type SavedTheme,
} from './offline-store.ts';
import { lacksOpenBlock, offlineQuestions, refreshOpenedBlocks, resaveInLanguage } from './offline-themes.ts';
import { switchLanguage } from './i18n.ts';
import { setToken } from './session.ts';
import { sessionStore } from './storage.ts';

function question(id: number): Question {
  return {
    id,
    question: `Питання ${id}`,
    image: null,
    notes: `<p>${id}</p>`,
    video_url: null,
    answers: [1, 2].map((a) => ({
      id: id * 10 + a,
      answer: `Відповідь ${a}`,
      correct: `${a}.`,
      correct_answer: a === 1 ? (1 as const) : (0 as const),
      question_id: id,
    })),
  };
}

const questions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => question(from + i));

const block = (idx: number, count: number, status: Block['status']): Block => ({
  idx,
  count,
  errors: 0,
  success: status === 'done' ? count : 0,
  status,
});

/** Theme 5 of 25 questions as the server sends it before block 1 opens: block 1's questions are not in the copy. */
function savedBeforeBlock2(): SavedTheme {
  return {
    userId: 3,
    themeId: 5,
    title: 'Дорожні знаки',
    free: true,
    blocks: [block(0, 20, 'current'), block(1, 5, 'locked')],
    wrong: [[], []],
    questions: questions(1, 20),
    savedAt: Date.now(),
    chosen: true,
  };
}

/** The server's copy once block 0 is done: both blocks' questions. */
function serverCopyAfterBlock1() {
  const list = questions(1, 25);
  const bytes = new TextEncoder().encode(JSON.stringify(list));
  return {
    theme_id: 5,
    title: 'Дорожні знаки',
    free: true,
    blocks: [block(0, 20, 'done'), block(1, 5, 'current')],
    wrong_question_ids: [[], []],
    data: btoa(String.fromCharCode(...bytes)),
  };
}

beforeEach(async () => {
  setToken('token-3');
  sessionStore.set('user', testUser({ id: 3 }));
  await claimDevice(3);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
});

describe('a saved theme whose next block was locked when it was saved', () => {
  it('gives no lesson, retest or credit test of the block it does not hold', () => {
    const theme = { ...savedBeforeBlock2(), blocks: [block(0, 20, 'done'), block(1, 5, 'current')] };
    expect(offlineQuestions(theme, 'block', 0)).toHaveLength(20);
    expect(offlineQuestions(theme, 'block', 1)).toEqual([]);
    expect(offlineQuestions({ ...theme, wrong: [[], [21]] }, 'retest', 1)).toEqual([]);
    expect(offlineQuestions(theme, 'credit', 0)).toEqual([]);
  });

  it('lacks an open block only once the map opens one the copy has no questions of', () => {
    expect(lacksOpenBlock(savedBeforeBlock2())).toBe(false);
    const opened = { ...savedBeforeBlock2(), blocks: [block(0, 20, 'done'), block(1, 5, 'current')] };
    expect(lacksOpenBlock(opened)).toBe(true);
  });

  it("fetches the theme's copy again when the map has opened the next block, and then holds its questions", async () => {
    const calls = fakeApi({ 'GET theme/5/offline': { body: serverCopyAfterBlock1() } });
    await saveTheme({ ...savedBeforeBlock2(), blocks: [block(0, 20, 'done'), block(1, 5, 'current')] });
    await refreshOpenedBlocks(5);
    expect(calls.map((c) => c.key)).toEqual(['GET theme/5/offline']);
    const saved = await getSavedTheme(3, 5);
    expect(offlineQuestions(saved!, 'block', 1).map((q) => q.id)).toEqual([21, 22, 23, 24, 25]);
    expect(saved!.chosen).toBe(true);
  });

  it('fetches nothing while nothing opened, nor while a result waits in the outbox', async () => {
    const calls = fakeApi({ 'GET theme/5/offline': { body: serverCopyAfterBlock1() } });
    await saveTheme(savedBeforeBlock2());
    await refreshOpenedBlocks(5);
    await saveTheme({ ...savedBeforeBlock2(), blocks: [block(0, 20, 'done'), block(1, 5, 'current')] });
    await putOutbox({
      id: 'waiting',
      userId: 3,
      kind: 'result',
      path: '/result/successful',
      body: {},
      label: 'Урок',
      createdAt: 1,
    });
    await refreshOpenedBlocks(5);
    expect(calls).toEqual([]);
  });
});

describe('saved themes and the interface’s language', () => {
  afterEach(() => switchLanguage('uk'));

  it('are saved in the language of the moment and fetched again in the new one after a switch', async () => {
    const calls = fakeApi({
      'GET theme/5/offline': { body: { ...serverCopyAfterBlock1(), title: 'Road signs' } },
    });
    await saveTheme(savedBeforeBlock2());
    await switchLanguage('en');
    await resaveInLanguage('en');
    expect(calls.map((c) => c.key)).toEqual(['GET theme/5/offline']);
    const saved = await getSavedTheme(3, 5);
    expect(saved).toMatchObject({ language: 'en', title: 'Road signs', chosen: true });

    await resaveInLanguage('en');
    expect(calls).toHaveLength(1);
  });

  it('stay as they are offline', async () => {
    const calls = fakeApi({ 'GET theme/5/offline': { body: serverCopyAfterBlock1() } });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await saveTheme(savedBeforeBlock2());
    await resaveInLanguage('en');
    expect(calls).toEqual([]);
    expect((await getSavedTheme(3, 5))?.language).toBeUndefined();
  });
});
