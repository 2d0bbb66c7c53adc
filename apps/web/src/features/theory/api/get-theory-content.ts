import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TheoryContentResponse } from '@pdr/contract/theory';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/theories/{id}/content/{contentId}: a theme's blocks and its neighbours. */
export function getTheoryContent(
  theoryId: number,
  contentId: number,
  signal?: AbortSignal,
): Promise<TheoryContentResponse> {
  return apiRequest(`theories/${theoryId}/content/${contentId}`, {
    schema: () => import('@pdr/contract/theory').then((m) => m.theoryContentResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const theoryContentQueryOptions = (theoryId: number, contentId: number) =>
  queryOptions({
    queryKey: queryKeys.theoryContent(theoryId, contentId),
    queryFn: ({ signal }) => getTheoryContent(theoryId, contentId, signal),
    staleTime: 5 * 60_000,
  });

export function useTheoryContent(theoryId: number, contentId: number, enabled: boolean) {
  return useQuery({ ...theoryContentQueryOptions(theoryId, contentId), enabled });
}
