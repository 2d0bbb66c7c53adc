import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@pdr/contract/accounts';
import { apiRequest } from '@/lib/api-client.ts';
import { setToken } from '@/lib/session.ts';
import type { UserSettings } from '@pdr/contract/settings';
import { switchLanguage } from '@/lib/i18n.ts';
import { adoptTextSize, adoptTheme } from '@/lib/appearance.ts';
import { adoptReadAloudAuto } from '@/lib/reading.ts';
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
        adoptAccountSettings(),
      ]);
    },
  });
}

/**
 * After signing in: the account's language, theme, text size and reading choice, so that a new device opens with them. A new account needs nothing: the
 * server gives it the language its registration was asked in (Accept-Language).
 */
export async function adoptAccountSettings(): Promise<void> {
  const settings = await apiRequest<UserSettings>('user/settings').catch(() => null);
  if (!settings) return;
  adoptReadAloudAuto(settings.read_aloud_auto);
  adoptTheme(settings.theme);
  adoptTextSize(settings.text_size);
  await switchLanguage(settings.language).catch(() => undefined);
}
