import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOffer } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/admin/offer: saves the home page's free-Premium offer. */
export function useSaveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOffer) =>
      apiRequest<{ offer: AdminOffer | null }>('/admin/offer', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
