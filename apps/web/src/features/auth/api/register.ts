import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { userQueryOptions } from '@/hooks/use-user.ts';

/** POST /api/register. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest('register', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/accounts').then((m) => m.registerResponseSchema),
  });
}

/** Registers and signs in; the payment link, when one comes back, is kept under `link` (spec section 3). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (data, body) => {
      // Set before the token, so a screen that sees the new sign-in already knows where Back from the checkout leads.
      if (body.buy_premium && data.link) sessionStore.set('registeredForPremium', true);
      setToken(data.access_token);
      if (data.link) sessionStore.set('link', data.link);
      sessionStore.remove('codeParam');
      await queryClient.fetchQuery(userQueryOptions()).catch(() => undefined);
    },
  });
}
