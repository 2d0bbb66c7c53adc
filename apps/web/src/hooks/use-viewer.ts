import { useToken } from '@/lib/session.ts';

export interface Viewer {
  signedIn: boolean;
  /** True while the signed-in user's Premium is paid up (user.premium_check). */
  premium: boolean;
}

/**
 * Who is looking at the screen, as the shared layout and the home page need it.
 * Until the accounts work provides the user query (GET /api/user), a signed-in user counts as non-premium; swap
 * the `premium` line for `user.data?.premium_check === true` and every menu, button and block follows.
 */
export function useViewer(): Viewer {
  const token = useToken();
  return { signedIn: token !== null, premium: false };
}
