import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@pdr/contract/system';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { localStore } from '@/lib/storage.ts';

/** GET /api/config: the Premium price and term, and the number of students. Shared by several features. */
export async function getConfig(signal?: AbortSignal): Promise<ConfigResponse> {
  const config = await apiRequest('config', {
    schema: () => import('@pdr/contract/system').then((m) => m.configResponseSchema),
    ...(signal ? { signal } : {}),
  });
  localStore.set('demoPack', config.site.demo === true);
  return config;
}

export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: ({ signal }) => getConfig(signal),
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
