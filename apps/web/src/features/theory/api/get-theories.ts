import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TheoriesResponse } from '@pdr/contract/theory';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/theories: every theory with its picture and number of themes (Premium only). */
export function getTheories(signal?: AbortSignal): Promise<TheoriesResponse> {
  return apiRequest('theories', {
    schema: () => import('@pdr/contract/theory').then((m) => m.theoriesResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const theoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theories,
    queryFn: ({ signal }) => getTheories(signal),
    staleTime: 5 * 60_000,
  });

export function useTheories(enabled: boolean) {
  return useQuery({ ...theoriesQueryOptions(), enabled });
}
