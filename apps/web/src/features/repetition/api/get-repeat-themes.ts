import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepeatType } from '@pdr/contract/repetition';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getRepeatThemes(type: RepeatType, signal?: AbortSignal) {
  return apiRequest('/get-repeat-themes', {
    query: { type },
    schema: () => import('@pdr/contract/repetition').then((m) => m.repeatThemesResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

/** One query per tab: TanStack Query runs one load per key at a time, so a tab is never loaded twice at once. */
export const repeatThemesQueryOptions = (type: RepeatType) =>
  queryOptions({
    queryKey: queryKeys.repeatThemes(type),
    queryFn: ({ signal }) => getRepeatThemes(type, signal),
    staleTime: 0,
  });

export function useRepeatThemes(type: RepeatType, enabled: boolean) {
  return useQuery({ ...repeatThemesQueryOptions(type), enabled });
}
