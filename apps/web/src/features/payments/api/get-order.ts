import { queryOptions } from '@tanstack/react-query';
import type { OrderResponse } from '@pdr/contract/payments';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/orders/:id: the state of one of the user's own orders (404 for anyone else's). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderResponse> {
  return apiRequest(`orders/${encodeURIComponent(id)}`, {
    schema: () => import('@pdr/contract/payments').then((m) => m.orderResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: false,
  });
