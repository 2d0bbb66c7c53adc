import { useMutation } from '@tanstack/react-query';
import type { ResetBody, ResetResponse } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { forgetRecovery } from './recover.ts';

/** POST /api/password/recover/{token}: the SMS code and the new password. */
export function resetPassword(token: string, body: ResetBody): Promise<ResetResponse> {
  return apiRequest(`password/recover/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/accounts').then((m) => m.resetResponseSchema),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, body }: { token: string; body: ResetBody }) => resetPassword(token, body),
    onSuccess: () => forgetRecovery(),
  });
}
