import { useMutation } from '@tanstack/react-query';
import type { CheckCodeResponse } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/check/code: the group's Premium price and days, or 422 with a group_code error. */
export function checkGroupCode(groupCode: string): Promise<CheckCodeResponse> {
  return apiRequest('check/code', {
    method: 'POST',
    body: { group_code: groupCode },
    schema: () => import('@pdr/contract/accounts').then((m) => m.checkCodeResponseSchema),
  });
}

export function useCheckGroupCode() {
  return useMutation({ mutationFn: checkGroupCode });
}
