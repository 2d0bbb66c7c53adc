import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminOrderDetails {
  order: AdminOrder & { paid_at: string | null; reversed_at: string | null; last_callback: unknown };
}

/** GET /api/admin/orders/{id}: one order with its payment dates and the last callback (fetched once one is open). */
export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: queryKeys.adminOrder(id ?? ''),
    queryFn: () => apiRequest<AdminOrderDetails>(`/admin/orders/${id}`),
    enabled: id !== null,
  });
}
