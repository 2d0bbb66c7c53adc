import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { catalogsLoaded, i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { SIGNED_OUT_EVENT, setToken } from '@/lib/session.ts';
import { clearTestSession, sessionStore } from '@/lib/storage.ts';

/** GET /api/logout: revokes the current token on the server. */
export function logout(): Promise<unknown> {
  return apiRequest('logout');
}

/** Server state that is the same for everyone and survives signing out. */
const PUBLIC_QUERY_ROOTS = new Set<string>([
  queryKeys.config[0],
  queryKeys.categories[0],
  queryKeys.page('about')[0],
  queryKeys.freePremium[0],
]);

/** Forgets everything the signed-in user left in this tab. */
function clearSessionData() {
  clearTestSession();
  sessionStore.remove(
    'user',
    'categories',
    'school',
    'group',
    'link',
    'read',
    'restart',
    'phone',
    'registeredForPremium',
  );
  setToken(null);
}

/**
 * Signs out: revokes the token, clears the session data and the cached server state, and goes home.
 * A 401 means the token is no longer valid anyway, so it signs out as well.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Results still waiting in the outbox go first: signing out deletes what is kept on the device.
      const { flushOutbox } = await import('@/lib/outbox.ts');
      await flushOutbox().catch(() => undefined);
      return logout();
    },
    onSettled: (_data, error) => {
      if (error && !(error instanceof ApiError && error.status === 401)) {
        // The auth catalog comes only now: this module is in every screen's first load, the sign-in forms are not.
        void import('../i18n.ts')
          .then(catalogsLoaded)
          .then(() => showPopup('error', i18n._('auth.logoutFailed')));
        return;
      }
      clearSessionData();
      // Nothing of the learner stays on the device (features/offline): saved lessons, pictures, theory; only a
      // result the server could not take just now stays, sealed for their next sign-in (decision 164).
      window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) });
      void navigate('/');
    },
  });
}
