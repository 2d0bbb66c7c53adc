import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/users.ts';
import { endSession, holdSession, sessionLiveElsewhere } from './device-session.ts';
import {
  DB_NAME,
  IMAGES_CACHE,
  SEALED_RESULT_DAYS,
  claimDevice,
  clearOfflineData,
  getSavedTheme,
  keep,
  kept,
  outboxOf,
  putOutbox,
  saveTheme,
  type OutboxEntry,
  type SavedTheme,
} from './offline-store.ts';
import { setToken } from './session.ts';
import { sessionStore } from './storage.ts';

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

/** Web Locks as another tab sees them: `others` names held by other tabs, plus what this tab requests. */
function fakeLocks(others: string[] = []) {
  const mine: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: {
      request: (name: string, _options: unknown, run: () => Promise<void>) => {
        mine.push(name);
        return run().finally(() => mine.splice(mine.indexOf(name), 1));
      },
      query: async () => ({ held: [...others, ...mine].map((name) => ({ name, mode: 'shared' })) }),
    },
  });
  return mine;
}

function theme(userId: number): SavedTheme {
  return {
    userId,
    themeId: 5,
    title: 'Дорожні знаки',
    free: false,
    blocks: [{ idx: 0, count: 20, errors: 0, success: 0, status: 'current' }],
    wrong: [[]],
    questions: [],
    savedAt: Date.now(),
    chosen: true,
  };
}

function result(id: string, userId: number, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    userId,
    kind: 'result',
    path: '/result/successful',
    body: { attempt_id: id, answers: [{ question_id: 1, answer_id: 2 }] },
    label: 'Урок, блок 1',
    createdAt: Date.now(),
    ...extra,
  };
}

/** The device as learner `id` left it: a saved theme, a test in progress, a picture and one unsent result. */
async function leftBy(id: number) {
  setToken(`token-${id}`);
  sessionStore.set('user', testUser({ id }));
  await claimDevice(id);
  await saveTheme(theme(id));
  await keep(id, 'test', { answers: [1, 2, 3] });
  await putOutbox(result(`attempt-${id}`, id));
  await (await caches.open(IMAGES_CACHE)).add('https://pdr.example.ua/images/question/q-1.svg');
  await caches.open('pdr-user-theory');
}

/** The tab is closed: its session storage (the token) goes, IndexedDB and Cache Storage stay. */
async function tabClosed() {
  setToken(null);
  await claimDevice(null);
  window.sessionStorage.clear();
}

const databases = async () => (await indexedDB.databases()).map((d) => d.name);

beforeEach(() => fakeCaches());
afterEach(async () => {
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
  vi.unstubAllGlobals();
});

describe('a tab that starts with no token', () => {
  it("clears the last learner's saved themes, tests and caches, and keeps their unsent result sealed", async () => {
    const names = fakeCaches();
    await leftBy(3);
    await tabClosed();

    await endSession();
    expect(await getSavedTheme(3, 5)).toBeUndefined();
    expect(await kept(3, 'test')).toBeUndefined();
    expect([...names.keys()]).toEqual([]);
    expect((await outboxOf(3)).map((e) => e.id)).toEqual(['attempt-3']);
  });

  it('never gives the sealed result to another learner, and gives it to its own learner when they sign in', async () => {
    await leftBy(3);
    await tabClosed();
    await endSession();

    setToken('token-4');
    await claimDevice(4);
    expect(await outboxOf(4)).toEqual([]);
    await saveTheme(theme(4));
    await tabClosed();
    await endSession();

    setToken('token-3b');
    await claimDevice(3);
    expect((await outboxOf(3)).map((e) => e.id)).toEqual(['attempt-3']);
    expect(await getSavedTheme(4, 5)).toBeUndefined();
  });

  it('deletes the database when nothing is sealed, and drops refused, anonymous and old results', async () => {
    await leftBy(3);
    const old = Date.now() - (SEALED_RESULT_DAYS + 1) * 86_400_000;
    await putOutbox(result('refused', 3, { refused: 'Тест уже зараховано' }));
    await putOutbox(result('anonymous', 0, { kind: 'exam-answer' }));
    await putOutbox(result('old', 3, { createdAt: old }));
    await tabClosed();
    await endSession();
    expect((await outboxOf(3)).map((e) => e.id)).toEqual(['attempt-3']);
    expect(await outboxOf(0)).toEqual([]);

    setToken('token-3b');
    await claimDevice(3);
    const { deleteOutbox } = await import('./offline-store.ts');
    await deleteOutbox('attempt-3');
    await tabClosed();
    await endSession();
    expect(await databases()).not.toContain(DB_NAME);
  });

  it('opens no database on a device that has none', async () => {
    await endSession();
    expect(await databases()).not.toContain(DB_NAME);
  });

  it('leaves the data of a session still open in another tab, and clears it once that tab is gone', async () => {
    await leftBy(3);
    const other = fakeLocks(['pdr-session:other-tab']);
    await tabClosed();
    expect(await sessionLiveElsewhere()).toBe(true);
    await endSession();
    expect(await getSavedTheme(3, 5)).toBeDefined();

    other.splice(0);
    fakeLocks([]);
    await endSession();
    expect(await getSavedTheme(3, 5)).toBeUndefined();
  });

  it("counts this tab's own session lock as no other tab's", async () => {
    const mine = fakeLocks();
    holdSession();
    expect(mine).toHaveLength(1);
    expect(await sessionLiveElsewhere()).toBe(false);
  });

  it('clears everything on logout even while another tab is signed in', async () => {
    await leftBy(3);
    fakeLocks(['pdr-session:other-tab']);
    await tabClosed();
    await endSession({ always: true });
    expect(await getSavedTheme(3, 5)).toBeUndefined();
  });
});

describe('another learner signing in', () => {
  it("clears the last learner's lessons and keeps their unsent result sealed under their id", async () => {
    await leftBy(3);
    setToken('token-4');
    await claimDevice(4);
    expect(await getSavedTheme(3, 5)).toBeUndefined();
    expect(await kept(3, 'test')).toBeUndefined();
    expect(await outboxOf(4)).toEqual([]);
    expect((await outboxOf(3)).map((e) => e.id)).toEqual(['attempt-3']);
  });
});
