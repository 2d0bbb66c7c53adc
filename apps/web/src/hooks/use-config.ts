import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@pdr/contract/system';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/config: the Premium price and term, and the number of students. Shared by several features. */
export function getConfig(signal?: AbortSignal): Promise<ConfigResponse> {
  return apiRequest('config', {
    schema: () => import('@pdr/contract/system').then((m) => m.configResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: ({ signal }) => getConfig(signal),
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
