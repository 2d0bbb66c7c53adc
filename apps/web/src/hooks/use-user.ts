import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { User } from '@pdr/contract/accounts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';

/**
 * Spec section 4: the user is not fetched on these screens (the stored copy is shown there). The home page is
 * fetched after all (decision 091): it shows the tariff, and a trial or payment must show there at once.
 */
const NO_FETCH_PATHS = new Set(['/reset_password', '/register/finish']);

/** Longest wait a browser timer takes (about 24.8 days); a later end is caught by the next screen change. */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds until a running Premium ends (a second after, so the server agrees), or false. */
export function untilPremiumEnds(user: User | undefined, now: number): number | false {
  if (!user?.premium_check || !user.premium_until) return false;
  const left = Date.parse(user.premium_until) - now + 1000;
  return left > 0 && left <= MAX_TIMER_MS ? left : false;
}

/** GET /api/user. The answer is kept in session storage, so a reload shows the name at once. */
export async function getUser(signal?: AbortSignal): Promise<User> {
  try {
    const user = await apiRequest('user', {
      schema: () => import('@pdr/contract/accounts').then((m) => m.userResponseSchema),
      ...(signal ? { signal } : {}),
    });
    sessionStore.set('user', user);
    return user;
  } catch (error) {
    // With no network the stored copy stays on screen, with no error popup: nothing is wrong with the user.
    if (error instanceof ApiError && !(error.status === 0 && !navigator.onLine))
      showPopup('error', error.status === 401 ? error.message : i18n._('common.userNotFound'));
    throw error;
  }
}

const nullableString = (value: unknown) => value === null || typeof value === 'string';

/** { label: 'B', full_exam: true }: a copy from before licence categories has none and is dropped. */
function isCategoryState(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.label === 'string' && typeof c.full_exam === 'boolean';
}

/**
 * Whether a stored copy has the shape of the contract's User (every field the screens read, by type): a copy kept
 * by an older build of the app is dropped rather than shown. A hand check, so the first load needs no zod
 * (decision 115); the copy is only ever a server's answer to GET /api/user.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    Number.isInteger(u.id) &&
    typeof u.first_name === 'string' &&
    typeof u.last_name === 'string' &&
    typeof u.phone === 'string' &&
    Number.isInteger(u.role_id) &&
    typeof u.premium_check === 'boolean' &&
    nullableString(u.premium_until) &&
    nullableString(u.group_code) &&
    nullableString(u.group_name) &&
    nullableString(u.school_name) &&
    Array.isArray(u.categories) &&
    isCategoryState(u.active_category) &&
    nullableString(u.avatar) &&
    (u.taught_groups === undefined || Array.isArray(u.taught_groups))
  );
}

export function storedUser(): User | undefined {
  const stored = sessionStore.get('user');
  return isUser(stored) ? stored : undefined;
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user, queryFn: ({ signal }) => getUser(signal), retry: false });

/** The signed-in user, or null for a guest. Refetched on every screen change except those of spec section 4. */
export function useUser(): User | null {
  const token = useToken();
  const { pathname } = useLocation();
  const query = useQuery({
    ...userQueryOptions(),
    enabled: token !== null && !NO_FETCH_PATHS.has(pathname),
    initialData: storedUser,
    // The stored copy counts as old: it is shown at once and refreshed where fetching is allowed.
    initialDataUpdatedAt: 0,
    // Premium that ends while a screen is open ends there too, without waiting for the next screen.
    refetchInterval: (query) => untilPremiumEnds(query.state.data, Date.now()),
  });
  return token === null ? null : (query.data ?? null);
}
