import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@pdr/contract/admin';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/orders: the orders, by the buyer's phone and the order's status. */
export function useAdminOrders(phone: string, status: string) {
  return useQuery({
    queryKey: queryKeys.adminOrders(phone, status),
    queryFn: () =>
      apiRequest<{ orders: AdminOrder[] }>('/admin/orders', {
        query: { phone: phone || undefined, status: status || undefined },
        schema: () => import('@pdr/contract/admin').then((m) => m.adminOrdersResponseSchema),
      }),
    retry: false,
  });
}
