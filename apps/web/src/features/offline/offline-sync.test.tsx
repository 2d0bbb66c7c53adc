import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import {
  IMAGES_CACHE,
  claimDevice,
  clearOfflineData,
  getSavedTheme,
  outboxOf,
  putOutbox,
  saveTheme,
} from '@/lib/offline-store.ts';
import { getToken, setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { OfflineSync } from './offline-sync.tsx';

/** Cache Storage by name, as the browser keeps it (jsdom has none). */
function fakeCaches() {
  const names = new Map<string, Set<string>>();
  vi.stubGlobal('caches', {
    keys: async () => [...names.keys()],
    open: async (name: string) => {
      const urls = names.get(name) ?? new Set<string>();
      names.set(name, urls);
      return { add: async (url: string) => void urls.add(url) };
    },
    delete: async (name: string) => names.delete(name),
  });
  return names;
}

let names: Map<string, Set<string>>;
beforeEach(async () => {
  names = fakeCaches();
  setToken('token-3');
  sessionStore.set('user', testUser({ id: 3 }));
  await claimDevice(3);
  await saveTheme({
    userId: 3,
    themeId: 5,
    title: 'Дорожні знаки',
    free: false,
    blocks: [{ idx: 0, count: 20, errors: 0, success: 0, status: 'current' }],
    wrong: [[]],
    questions: [],
    savedAt: Date.now(),
    chosen: true,
  });
  await putOutbox({
    id: 'attempt-3',
    userId: 3,
    kind: 'result',
    path: '/result/successful',
    body: { attempt_id: 'attempt-3' },
    label: 'Урок, блок 1',
    createdAt: Date.now(),
  });
  await (await caches.open(IMAGES_CACHE)).add('https://pdr.example.ua/images/theory/t-1.png');
  await caches.open('pdr-user-theory');
});
afterEach(async () => {
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
  vi.unstubAllGlobals();
});

it("signs out on the 401 and clears the learner's saved theme, the tab's test and the caches", async () => {
  sessionStore.set('answers', [{ answer_id: 2, question_id: 1, correct: 1 }]);
  fakeApi({ 'GET user': { status: 401, body: { message: 'Сесія завершилася. Увійдіть знову' } } });

  await renderWithApp(<OfflineSync />, '/learn');
  await waitFor(() => expect(getToken()).toBeNull());
  await waitFor(async () => expect(await getSavedTheme(3, 5)).toBeUndefined());
  expect(sessionStore.get('answers')).toBeUndefined();
  expect([...names.keys()]).toEqual([]);
  expect((await outboxOf(3)).map((e) => e.id)).toEqual(['attempt-3']);
});
