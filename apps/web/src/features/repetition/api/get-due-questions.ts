import type { TestQuestions } from '@/lib/decode-questions.ts';
import { decodeQuestions } from '@/lib/decode-questions.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { currentUserId, keep, kept } from '@/lib/offline-store.ts';

/**
 * Today's due questions as one lesson: the meta and the decoded questions, as the test screen keeps them. They
 * are kept on the device, so with no network the due review is taken from the cards fetched last (decision 137) and
 * its result waits in the outbox like a lesson's.
 */
export async function getDueQuestions(): Promise<TestQuestions> {
  const user = currentUserId();
  try {
    const { data, ...meta } = await apiRequest('/repetition/due', {
      schema: () => import('@pdr/contract/learning').then((m) => m.questionsResponseSchema),
    });
    const due = { meta, questions: await decodeQuestions(data) };
    // Kept as the due cards for next time with no network, and as the test in progress for a reload.
    if (user !== null) await keep(user, 'review', due).catch(() => undefined);
    if (user !== null) await keep(user, 'test', due).catch(() => undefined);
    return due;
  } catch (error) {
    const offline = error instanceof ApiError && error.status === 0;
    const last = offline && user !== null ? await kept<TestQuestions>(user, 'review') : undefined;
    if (!last || user === null) throw error;
    await keep(user, 'test', last).catch(() => undefined);
    return last;
  }
}
