import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';

/**
 * guest: no token; free: the known user has no Premium; open: Premium, or not known yet, in which case the
 * server decides (it answers 403 without Premium, and the screen then shows the Premium explanation).
 */
export type TheoryAccess = 'guest' | 'free' | 'open';

export function useTheoryAccess(): TheoryAccess {
  const token = useToken();
  const user = useUser();
  if (token === null) return 'guest';
  if (user && !user.premium_check) return 'free';
  return 'open';
}
