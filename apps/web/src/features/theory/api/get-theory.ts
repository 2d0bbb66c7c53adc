import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TheoryResponse } from '@pdr/contract/theory';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/theories/{id}: the theory's name and its themes. */
export function getTheory(theoryId: number, signal?: AbortSignal): Promise<TheoryResponse> {
  return apiRequest(`theories/${theoryId}`, {
    schema: () => import('@pdr/contract/theory').then((m) => m.theoryResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const theoryQueryOptions = (theoryId: number) =>
  queryOptions({
    queryKey: queryKeys.theory(theoryId),
    queryFn: ({ signal }) => getTheory(theoryId, signal),
    staleTime: 5 * 60_000,
  });

export function useTheory(theoryId: number, enabled: boolean) {
  return useQuery({ ...theoryQueryOptions(theoryId), enabled });
}
