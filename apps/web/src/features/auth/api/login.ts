import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { setToken } from '@/lib/session.ts';
import { adoptAccountLanguage } from '@/hooks/use-language.ts';
import { userQueryOptions } from '@/hooks/use-user.ts';

/** POST /api/login. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('login', {
    method: 'POST',
    body,
    schema: () => import('@pdr/contract/accounts').then((m) => m.loginResponseSchema),
  });
}

/** Signs in: keeps the token and loads the user before the caller moves on, so the header shows the name at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      setToken(data.access_token);
      await Promise.all([
        queryClient.fetchQuery(userQueryOptions()).catch(() => undefined),
        adoptAccountLanguage(),
      ]);
    },
  });
}
