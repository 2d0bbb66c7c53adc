import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getRepeatCounts() {
  return apiRequest('/get-repeat-themes-count', {
    schema: () => import('@pdr/contract/repetition').then((m) => m.repeatCountsSchema),
  });
}

// Answers elsewhere change the counts, so the screen asks again each time it opens.
export const repeatCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repeatCounts, queryFn: getRepeatCounts, staleTime: 0 });

export function useRepeatCounts(enabled: boolean) {
  return useQuery({ ...repeatCountsQueryOptions(), enabled });
}
