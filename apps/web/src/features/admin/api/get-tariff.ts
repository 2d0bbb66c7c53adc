import { useQuery } from '@tanstack/react-query';
import type { AdminTariff } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/tariff: Premium's price, days and former price. */
export function useTariff() {
  return useQuery({
    queryKey: queryKeys.adminTariff,
    queryFn: () =>
      apiRequest<AdminTariff>('/admin/tariff', {
        schema: () => import('@pdr/contract/admin').then((m) => m.adminTariffSchema),
      }),
  });
}
