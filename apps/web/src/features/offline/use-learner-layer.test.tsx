import { act, renderHook, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData, DB_NAME, IMAGES_CACHE } from '@/lib/offline-store.ts';
import { setToken } from '@/lib/session.ts';
import { useLearnerLayer } from './use-learner-layer.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  await clearOfflineData();
});

/** Lets the hook's question to the browser come back. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useLearnerLayer', () => {
  it('a guest whose device holds nothing needs no offline layer, and opens no database', async () => {
    const { result } = renderHook(() => useLearnerLayer());
    await settle();
    expect(result.current).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
  });

  it('a signed-in learner needs it at once, and keeps it once the session ends', async () => {
    setToken('token');
    const { result } = renderHook(() => useLearnerLayer());
    expect(result.current).toBe(true);
    act(() => setToken(null));
    await settle();
    expect(result.current).toBe(true);
  });

  it('a guest needs it where a session left the offline database behind', async () => {
    (await openDB(DB_NAME, 1)).close();
    const { result } = renderHook(() => useLearnerLayer());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("a guest needs it where a learner's cache is left", async () => {
    vi.stubGlobal('caches', { keys: async () => [IMAGES_CACHE] });
    const { result } = renderHook(() => useLearnerLayer());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('a browser that cannot list its databases is taken to hold something', async () => {
    vi.stubGlobal(
      'indexedDB',
      Object.assign(Object.create(indexedDB) as IDBFactory, { databases: undefined }),
    );
    const { result } = renderHook(() => useLearnerLayer());
    await waitFor(() => expect(result.current).toBe(true));
  });
});
