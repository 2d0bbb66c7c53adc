import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@pdr/contract/learning';
import { testUser } from '@/test/users.ts';
import {
  IMAGES_CACHE,
  claimDevice,
  clearOfflineData,
  getSavedTheme,
  keep,
  kept,
  outboxOf,
  putOutbox,
  saveTheme,
  type SavedTheme,
} from './offline-store.ts';
import {
  applyOutcome,
  dropPaidThemes,
  localOutcome,
  offlineQuestions,
  picturesOf,
} from './offline-themes.ts';
import { setToken } from './session.ts';
import { sessionStore } from './storage.ts';

/** Cache Storage as the browser keeps it: caches by name (jsdom has none). */
function fakeCaches() {
  const names = new Map<string, Set<string>>();
  const api = {
    keys: async () => [...names.keys()],
    open: async (name: string) => {
      const urls = names.get(name) ?? new Set<string>();
      names.set(name, urls);
      return {
        add: async (url: string) => void urls.add(url),
        delete: async (url: string) => urls.delete(url),
      };
    },
    delete: async (name: string) => names.delete(name),
  };
  vi.stubGlobal('caches', api);
  return names;
}

function question(id: number, right: number): Question {
  return {
    id,
    question: `Питання ${id}`,
    image: id === 1 ? 'https://pdr.example.ua/images/question/q-1.svg' : null,
    notes:
      id === 2 ? '<p>Див. <img src="https://pdr.example.ua/images/question/n-2.svg"></p>' : `<p>${id}</p>`,
    video_url: null,
    answers: [1, 2, 3].map((a) => ({
      id: id * 10 + a,
      answer: `Відповідь ${a}`,
      correct: `${a}.`,
      correct_answer: a === right ? (1 as const) : (0 as const),
      question_id: id,
    })),
  };
}

function theme(userId: number): SavedTheme {
  const questions = Array.from({ length: 25 }, (_, i) => question(i + 1, 1));
  return {
    userId,
    themeId: 5,
    title: 'Дорожні знаки',
    free: true,
    blocks: [
      { idx: 0, count: 20, errors: 0, success: 20, status: 'done' },
      { idx: 1, count: 5, errors: 0, success: 0, status: 'current' },
    ],
    wrong: [[], []],
    questions,
    savedAt: Date.now(),
    chosen: true,
  };
}

async function signIn(id: number) {
  setToken(`token-${id}`);
  sessionStore.set('user', testUser({ id }));
  await claimDevice(id);
}

beforeEach(() => signIn(3));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
});

describe('the offline store', () => {
  it('leaves nothing of the learner in IndexedDB or the pdr-user caches after clearOfflineData', async () => {
    const names = fakeCaches();
    await saveTheme(theme(3));
    await keep(3, 'themes', [{ id: 5 }]);
    await putOutbox({
      id: 'x',
      userId: 3,
      kind: 'result',
      path: '/result/successful',
      body: {},
      label: 'Урок',
      createdAt: 1,
    });
    await (await caches.open(IMAGES_CACHE)).add('https://pdr.example.ua/images/question/q-1.svg');
    await caches.open('workbox-precache-v2');

    await clearOfflineData();
    expect(await getSavedTheme(3, 5)).toBeUndefined();
    expect(await kept(3, 'themes')).toBeUndefined();
    expect(await outboxOf(3)).toEqual([]);
    expect([...names.keys()]).toEqual(['workbox-precache-v2']);
  });

  it("clears the last learner's data when another learner signs in on the device", async () => {
    fakeCaches();
    await saveTheme(theme(3));
    await signIn(4);
    expect(await getSavedTheme(3, 5)).toBeUndefined();
    // The same learner again keeps what they had.
    await saveTheme(theme(4));
    await signIn(4);
    expect(await getSavedTheme(4, 5)).toBeDefined();
  });
});

describe('Premium ended', () => {
  it('removes the paid themes, their pictures and the due-review cards, and keeps the free ones', async () => {
    const names = fakeCaches();
    await saveTheme(theme(3));
    const paid = { ...theme(3), themeId: 9, free: false };
    await saveTheme(paid);
    await keep(3, 'review', { questions: [] });
    await (await caches.open(IMAGES_CACHE)).add('https://pdr.example.ua/images/question/q-1.svg');

    await dropPaidThemes();
    expect(await getSavedTheme(3, 9)).toBeUndefined();
    expect(await getSavedTheme(3, 5)).toBeDefined();
    expect(await kept(3, 'review')).toBeUndefined();
    // The free theme still shows the same picture: it stays.
    expect([...names.get(IMAGES_CACHE)!]).toEqual(['https://pdr.example.ua/images/question/q-1.svg']);
  });
});

describe('a saved theme offline', () => {
  it('gives a block, its retest and a credit test without right answers, comments or videos', () => {
    const t = { ...theme(3), wrong: [[3, 7], []] };
    expect(offlineQuestions(t, 'block', 1).map((q) => q.id)).toEqual([21, 22, 23, 24, 25]);
    expect(offlineQuestions(t, 'retest', 0).map((q) => q.id)).toEqual([3, 7]);
    const credit = offlineQuestions(t, 'credit', 0);
    expect(credit).toHaveLength(25);
    expect(JSON.stringify(credit)).not.toContain('correct_answer');
    expect(credit[1]!.notes).toBe('');
  });

  it('names every picture its lessons show', () => {
    expect(picturesOf(theme(3).questions)).toEqual([
      'https://pdr.example.ua/images/question/q-1.svg',
      'https://pdr.example.ua/images/question/n-2.svg',
    ]);
  });

  it('moves the block map on after a lesson with a mistake and after its retest', async () => {
    await saveTheme(theme(3));
    const answers = [21, 22, 23, 24, 25].map(
      (id) => ({ question_id: id, correct: id === 23 ? 0 : 1 }) as const,
    );
    const lesson = localOutcome(
      { attempt_id: 'l', type: 'theme', theme_id: 5, idx: 1, time: 60 },
      answers,
      5,
    );
    expect(lesson).toMatchObject({ result: 4, count_question: 5, passed: false, wrong_question_ids: [23] });
    const after = await applyOutcome(lesson);
    expect(after?.blocks.map((b) => b.status)).toEqual(['done', 'error']);
    expect((await getSavedTheme(3, 5))?.wrong).toEqual([[], [23]]);

    const retest = localOutcome(
      { attempt_id: 'r', type: 'retest', theme_id: 5, idx: 1, time: 10 },
      [{ question_id: 23, correct: 1 }],
      1,
    );
    const done = await applyOutcome(retest);
    expect(done?.blocks.map((b) => b.status)).toEqual(['done', 'done']);
    expect(done?.credit_available).toBe(true);
  });
});
