import { useQuery } from '@tanstack/react-query';
import type { AdminOffer } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/offer: the home page's free-Premium offer, null until one is set. */
export function useOffer() {
  return useQuery({
    queryKey: queryKeys.adminOffer,
    queryFn: () =>
      apiRequest<{ offer: AdminOffer | null }>('/admin/offer', {
        schema: () => import('@pdr/contract/admin').then((m) => m.adminOfferResponseSchema),
      }),
  });
}
