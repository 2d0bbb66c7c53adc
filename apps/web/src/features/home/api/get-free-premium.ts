import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreePremiumResponse } from '@pdr/contract/pages';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/free/premium: the free Premium offer (title, description, end of the offer, days it gives). */
export function getFreePremium(signal?: AbortSignal): Promise<FreePremiumResponse> {
  return apiRequest('free/premium', {
    schema: () => import('@pdr/contract/pages').then((m) => m.freePremiumResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const freePremiumQueryOptions = queryOptions({
  queryKey: queryKeys.freePremium,
  queryFn: ({ signal }) => getFreePremium(signal),
});

export function useFreePremium() {
  return useQuery(freePremiumQueryOptions);
}
