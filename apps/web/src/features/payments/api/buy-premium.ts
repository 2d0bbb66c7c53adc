import { useMutation } from '@tanstack/react-query';
import type { RegisterFinishBody, RegisterFinishResponse } from '@pdr/contract/payments';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/register/finish: the purchase form's data; answers with the new order's checkout link. */
export function buyPremium(body: RegisterFinishBody): Promise<RegisterFinishResponse> {
  return apiRequest('register/finish', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/payments').then((m) => m.registerFinishResponseSchema),
  });
}

export function useBuyPremium() {
  return useMutation({ mutationFn: buyPremium });
}
