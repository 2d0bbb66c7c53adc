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

/**
 * Keeps phone, recovery token and start time in cookies for one hour (spec section 3), and when the phone may ask
 * for the next code.
 */
export function rememberRecovery(phone: string, answer: RecoverResponse, now = Date.now()) {
  cookieStore.set('phone', phone, RECOVERY_COOKIE_MAX_AGE_S);
  cookieStore.set('tokenRecover', answer.token, RECOVERY_COOKIE_MAX_AGE_S);
  cookieStore.set('tokenRecoverStart', now, RECOVERY_COOKIE_MAX_AGE_S);
  rememberNextCode(now + answer.retry_after * 1000);
}

/** When the phone may ask for another code: from the recover answer, or from a refusal's Retry-After. */
export function rememberNextCode(atMs: number) {
  if (Number.isFinite(atMs)) cookieStore.set('tokenRecoverNext', atMs, RECOVERY_COOKIE_MAX_AGE_S);
}

export function forgetRecovery() {
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart', 'tokenRecoverNext');
}

export function useRequestRecovery() {
  return useMutation({
    mutationFn: requestRecovery,
    onSuccess: (data, phone) => rememberRecovery(phone, data),
  });
}
