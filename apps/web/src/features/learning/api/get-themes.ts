import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningTheme } from '@pdr/contract/learning';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { themeFigures } from '@pdr/contract/theme-figures';
import { currentUserId, keep, kept, savedThemes, THEME_LIST } from '@/lib/offline-store.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/get-available-themes; with no network, the list fetched last on this device (decision 137), each theme
 * kept on the device counted from its block map there, as its card counts it.
 */
export async function getThemes(): Promise<LearningTheme[]> {
  const user = currentUserId();
  try {
    const list = await apiRequest('/get-available-themes', {
      schema: () => import('@pdr/contract/learning').then((m) => m.themesResponseSchema),
    }).then((r) => r.theme);
    if (user !== null) await keep(user, THEME_LIST, list).catch(() => undefined);
    return list;
  } catch (error) {
    const offline = error instanceof ApiError && error.status === 0;
    const last = offline && user !== null ? await kept<LearningTheme[]>(user, THEME_LIST) : undefined;
    if (last && user !== null) return themesOnDevice(user, last);
    throw error;
  }
}

async function themesOnDevice(user: number, list: LearningTheme[]): Promise<LearningTheme[]> {
  const saved = new Map((await savedThemes(user).catch(() => [])).map((t) => [t.themeId, t]));
  return list.map((t) => {
    const theme = saved.get(t.id);
    return theme ? { ...t, ...themeFigures(theme.blocks) } : t;
  });
}

export const themesQueryOptions = () =>
  // 'always': the fetcher itself answers from the device when the network is gone.
  queryOptions({ queryKey: queryKeys.themes, queryFn: getThemes, networkMode: 'always' });

export function useThemes(enabled: boolean) {
  return useQuery({ ...themesQueryOptions(), enabled });
}
