import { currentUserId, kept } from '@/lib/offline-store.ts';
import { sessionStore } from '@/lib/storage.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';

/** Longest wait for the device's copy before /test shows without it (a blocked or slow IndexedDB). */
const READ_LIMIT_MS = 500;

let preloaded: TestQuestions | null | undefined;

/**
 * The copy of the test in progress the device kept when it began (lib/offline-store); null when there is none (no
 * signed-in learner, an exam, or nothing kept). The /test route reads it beside its code (app/router.tsx), so that
 * a reloaded lesson's first screen is its question.
 */
export async function readTestOnDevice(): Promise<TestQuestions | null> {
  const user = currentUserId();
  if (user === null || !sessionStore.get('general') || sessionStore.get('exam')) return null;
  return (await kept<TestQuestions>(user, 'test').catch(() => undefined)) ?? null;
}

/**
 * The route's read, kept for the screen's first render (takeTestOnDevice). A slow read is not waited for past
 * READ_LIMIT_MS: the screen then reads the copy itself.
 */
export async function preloadTestOnDevice(): Promise<void> {
  const limit = new Promise<undefined>((resolve) => setTimeout(resolve, READ_LIMIT_MS));
  preloaded = await Promise.race([readTestOnDevice(), limit]);
}

/** The copy the route read, once (undefined when it has not): a screen's first render can use it at once. */
export function takeTestOnDevice(): TestQuestions | null | undefined {
  const copy = preloaded;
  preloaded = undefined;
  return copy;
}
