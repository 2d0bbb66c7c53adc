import { useMutation } from '@tanstack/react-query';
import type { SubscribeResponse } from '@pdr/contract/payments';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/user/subscribe: a new order at the user's price (their group's, else the default), no form. */
export function subscribe(): Promise<SubscribeResponse> {
  return apiRequest('user/subscribe', {
    method: 'POST',
    schema: () => import('@pdr/contract/payments').then((m) => m.subscribeResponseSchema),
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
