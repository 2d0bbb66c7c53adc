import { OPERATOR_ROLE_ID, TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { useToken } from '@/lib/session.ts';
import { useUser } from './use-user.ts';

export interface Viewer {
  signedIn: boolean;
  /** True while the signed-in user's Premium is paid up (user.premium_check). */
  premium: boolean;
  /** A signed-in teacher (role_id 4): the menu leads to their cabinet. */
  teacher: boolean;
  /** A signed-in operator (role_id 5): the menu leads to the console. */
  operator: boolean;
}

/** Who is looking at the screen, as the shared layout and the home page need it. */
export function useViewer(): Viewer {
  const token = useToken();
  const user = useUser();
  return {
    signedIn: token !== null,
    premium: token !== null && user?.premium_check === true,
    teacher: token !== null && user?.role_id === TEACHER_ROLE_ID,
    operator: token !== null && user?.role_id === OPERATOR_ROLE_ID,
  };
}
