import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getBlocks(themeId: number) {
  return apiRequest(`/theme/block/${themeId}/all`, {
    schema: () => import('@pdr/contract/learning').then((m) => m.blocksResponseSchema),
  });
}

export const blocksQueryOptions = (themeId: number) =>
  queryOptions({ queryKey: queryKeys.blocks(themeId), queryFn: () => getBlocks(themeId) });

export function useBlocks(themeId: number | null) {
  return useQuery({ ...blocksQueryOptions(themeId ?? 0), enabled: themeId !== null });
}
