import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeResponse, PhoneConfirmResponse } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/user/phone/code: an SMS code to the signed-in user's number, and when the next may be asked for. */
export function sendPhoneCode(): Promise<PhoneCodeResponse> {
  return apiRequest('user/phone/code', {
    method: 'POST',
    body: {},
    schema: () => import('@pdr/contract/accounts').then((m) => m.phoneCodeResponseSchema),
  });
}

/** POST /api/user/phone/confirm. */
export function confirmPhone(code: string): Promise<PhoneConfirmResponse> {
  return apiRequest('user/phone/confirm', {
    method: 'POST',
    body: { code },
    schema: () => import('@pdr/contract/accounts').then((m) => m.phoneConfirmResponseSchema),
  });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** Confirms the number; the user is read again, so every screen that waits for a confirmed number opens. */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
