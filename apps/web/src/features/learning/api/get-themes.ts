import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getThemes() {
  return apiRequest('/get-available-themes', {
    schema: () => import('@pdr/contract/learning').then((m) => m.themesResponseSchema),
  }).then((r) => r.theme);
}

export const themesQueryOptions = () => queryOptions({ queryKey: queryKeys.themes, queryFn: getThemes });

export function useThemes(enabled: boolean) {
  return useQuery({ ...themesQueryOptions(), enabled });
}
