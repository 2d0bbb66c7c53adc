import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlocksResponse } from '@pdr/contract/learning';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { currentUserId, saveTheme } from '@/lib/offline-store.ts';
import { blocksOf, offlineTheme, refreshOpenedBlocks } from '@/lib/offline-themes.ts';
import { outboxState } from '@/lib/outbox.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/theme/block/:id/all. A theme kept on the device takes the server's statuses when nothing waits in the
 * outbox (and the questions of a block opened since); with no network its block map comes from the device, moved
 * on by the results made offline.
 */
export async function getBlocks(themeId: number): Promise<BlocksResponse> {
  try {
    const res = await apiRequest(`/theme/block/${themeId}/all`, {
      schema: () => import('@pdr/contract/learning').then((m) => m.blocksResponseSchema),
    });
    const saved = currentUserId() === null ? undefined : await offlineTheme(themeId).catch(() => undefined);
    if (saved && outboxState().waiting === 0) {
      await saveTheme({ ...saved, blocks: res.blocks }).catch(() => undefined);
      // A block that opened since the theme was saved comes to the device now, not at the next refresh.
      void refreshOpenedBlocks(themeId).catch(() => undefined);
    }
    return res;
  } catch (error) {
    const saved =
      error instanceof ApiError && error.status === 0
        ? await offlineTheme(themeId).catch(() => undefined)
        : undefined;
    if (saved) return blocksOf(saved);
    throw error;
  }
}

export const blocksQueryOptions = (themeId: number) =>
  queryOptions({
    queryKey: queryKeys.blocks(themeId),
    queryFn: () => getBlocks(themeId),
    networkMode: 'always',
  });

export function useBlocks(themeId: number | null) {
  return useQuery({ ...blocksQueryOptions(themeId ?? 0), enabled: themeId !== null });
}
