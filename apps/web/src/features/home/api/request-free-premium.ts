import '../i18n.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';

interface FreePremiumResult {
  message?: string;
}

/** POST /api/free/premium: takes the free Premium offer for the signed-in user. */
export function requestFreePremium(): Promise<FreePremiumResult> {
  return apiRequest<FreePremiumResult>('free/premium', { method: 'POST', body: {} });
}

/** Takes the offer; on success the user is reloaded (Premium changes menus and blocks), errors go to the popup. */
export function useRequestFreePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestFreePremium,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    onError: (error) => showPopup('error', error.message || i18n._('home.trialFailed')),
  });
}
