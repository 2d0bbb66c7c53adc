import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createContentCache, type ContentSnapshot } from './content-cache.ts';

/** A loader that reads "the database's" current version and counts its loads; the test moves the version. */
function fakeContent() {
  const state = { version: 1, loads: 0, fail: false };
  const load = async (): Promise<ContentSnapshot> => {
    state.loads += 1;
    await new Promise((r) => setTimeout(r, 5));
    if (state.fail) throw new Error('db down');
    return {
      version: state.version,
      themes: [],
      questionIds: new Map(),
      questions: new Map(),
      english: new Map(),
      answers: new Map(),
    };
  };
  return { state, cache: createContentCache({} as Db, load) };
}

describe('content cache', () => {
  it('loads once for many requests at the same version, then serves memory', async () => {
    const { state, cache } = fakeContent();
    const got = await Promise.all([cache.at(1), cache.at(1), cache.at(1)]);
    expect(state.loads).toBe(1);
    expect(new Set(got).size).toBe(1);
    expect(await cache.at(1)).toBe(got[0]);
    expect(state.loads).toBe(1);
  });

  it('reloads when a request has seen a newer version, and never goes back to an older one', async () => {
    const { state, cache } = fakeContent();
    const first = await cache.at(1);
    state.version = 2;
    const second = await cache.at(2);
    expect(second.version).toBe(2);
    expect(second).not.toBe(first);
    expect(state.loads).toBe(2);
    // A request that read the version just before an import committed gets the newer snapshot, without a load.
    expect(await cache.at(1)).toBe(second);
    expect(state.loads).toBe(2);
  });

  it('does not keep a failed load: the next request tries again', async () => {
    const { state, cache } = fakeContent();
    state.fail = true;
    await expect(cache.at(1)).rejects.toThrow('db down');
    state.fail = false;
    expect((await cache.at(1)).version).toBe(1);
    expect(state.loads).toBe(2);
  });
});
