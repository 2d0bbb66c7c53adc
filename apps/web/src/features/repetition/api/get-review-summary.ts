import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@pdr/contract/repetition';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { currentUserId, kept } from '@/lib/offline-store.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/repetition/summary. With no network, the due cards fetched last on this device (decision 137) are offered:
 * their count is today's, so 'Почати повторення' takes them offline.
 */
export async function getReviewSummary(): Promise<ReviewSummary> {
  try {
    return await apiRequest('/repetition/summary', {
      schema: () => import('@pdr/contract/repetition').then((m) => m.reviewSummarySchema),
    });
  } catch (error) {
    const user = currentUserId();
    const offline = error instanceof ApiError && error.status === 0 && user !== null;
    const last = offline ? await kept<TestQuestions>(user, 'review').catch(() => undefined) : undefined;
    if (!last) throw error;
    const n = last.questions.length;
    return { due_today: n, due_tomorrow: 0, next_due_at: null, total: n };
  }
}

// Every answer moves the cards, so the counts are asked for again whenever the screen opens.
export const reviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviewSummary,
    queryFn: getReviewSummary,
    staleTime: 0,
    networkMode: 'always',
  });

export function useReviewSummary(enabled: boolean) {
  return useQuery({ ...reviewSummaryQueryOptions(), enabled });
}
