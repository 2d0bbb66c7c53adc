import { useMutation } from '@tanstack/react-query';
import type { RecoverResponse } from '@pdr/contract/accounts';
import { RECOVERY_COOKIE_MAX_AGE_S } from '@pdr/contract/constants';
import { apiRequest } from '@/lib/api-client.ts';
import { cookieStore } from '@/lib/cookies.ts';

/** POST /api/password/recover: sends the SMS code and answers the recovery token. */
export function requestRecovery(phone: string): Promise<RecoverResponse> {
  return apiRequest('password/recover', {
    method: 'POST',
    body: { phone },
    schema: () => import('@pdr/contract/accounts').then((m) => m.recoverResponseSchema),
  });
}

/** Keeps phone, recovery token and start time in cookies for one hour (spec section 3). */
export function rememberRecovery(phone: string, token: string, now = Date.now()) {
  cookieStore.set('phone', phone, RECOVERY_COOKIE_MAX_AGE_S);
  cookieStore.set('tokenRecover', token, RECOVERY_COOKIE_MAX_AGE_S);
  cookieStore.set('tokenRecoverStart', now, RECOVERY_COOKIE_MAX_AGE_S);
}

export function forgetRecovery() {
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart');
}

export function useRequestRecovery() {
  return useMutation({
    mutationFn: requestRecovery,
    onSuccess: (data, phone) => rememberRecovery(phone, data.token),
  });
}
