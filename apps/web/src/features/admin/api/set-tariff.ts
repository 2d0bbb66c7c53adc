import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTariff } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/admin/tariff: saves Premium's price, days and former price. */
export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTariff) => apiRequest<AdminTariff>('/admin/tariff', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
