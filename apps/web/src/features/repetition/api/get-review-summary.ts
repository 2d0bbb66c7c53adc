import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getReviewSummary() {
  return apiRequest('/repetition/summary', {
    schema: () => import('@pdr/contract/repetition').then((m) => m.reviewSummarySchema),
  });
}

// Every answer moves the cards, so the counts are asked for again whenever the screen opens.
export const reviewSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reviewSummary, queryFn: getReviewSummary, staleTime: 0 });

export function useReviewSummary(enabled: boolean) {
  return useQuery({ ...reviewSummaryQueryOptions(), enabled });
}
