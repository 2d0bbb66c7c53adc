import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningTheme } from '@pdr/contract/learning';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { currentUserId, keep, kept } from '@/lib/offline-store.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/get-available-themes; with no network, the list fetched last on this device (decision 137). */
export async function getThemes(): Promise<LearningTheme[]> {
  const user = currentUserId();
  try {
    const list = await apiRequest('/get-available-themes', {
      schema: () => import('@pdr/contract/learning').then((m) => m.themesResponseSchema),
    }).then((r) => r.theme);
    if (user !== null) await keep(user, 'themes', list).catch(() => undefined);
    return list;
  } catch (error) {
    const offline = error instanceof ApiError && error.status === 0;
    const last = offline && user !== null ? await kept<LearningTheme[]>(user, 'themes') : undefined;
    if (last) return last;
    throw error;
  }
}

export const themesQueryOptions = () =>
  // 'always': the fetcher itself answers from the device when the network is gone.
  queryOptions({ queryKey: queryKeys.themes, queryFn: getThemes, networkMode: 'always' });

export function useThemes(enabled: boolean) {
  return useQuery({ ...themesQueryOptions(), enabled });
}
