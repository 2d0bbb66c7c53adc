import { describe, expect, it, vi } from 'vitest';
import { cached } from './cache.ts';

describe('cached', () => {
  it('loads once within the time to live and again after it', async () => {
    let t = 0;
    const load = vi.fn(async () => t);
    const cache = cached(load, 1000, () => t);
    expect(await cache.get()).toBe(0);
    t = 999;
    expect(await cache.get()).toBe(0);
    t = 1000;
    expect(await cache.get()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = cached(async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});
