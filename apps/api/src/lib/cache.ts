/**
 * Memoises an async value for a short time. For data that changes rarely and may be a few seconds stale
 * (public config): every API process keeps its own copy, so nothing that matters lives only in memory.
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      const t = now();
      if (!value || t - value.at >= ttlMs) {
        const promise = load();
        value = { at: t, promise };
        // A failed load is not kept: the next call tries again.
        promise.catch(() => {
          if (value?.promise === promise) value = undefined;
        });
      }
      return value.promise;
    },
    clear(): void {
      value = undefined;
    },
  };
}
