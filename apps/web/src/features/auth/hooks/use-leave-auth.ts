import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { forgetRecovery } from '../api/recover.ts';

/**
 * The 'Назад' buttons of /register, /register/finish, /recover and /reset_password (spec section 2): forget the
 * registration and recovery state, the stored token, group and categories, then go to /login.
 */
export function useLeaveAuth() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    forgetRecovery();
    sessionStore.remove('group', 'categories', 'school', 'link');
    setToken(null);
    queryClient.removeQueries({ queryKey: queryKeys.user });
    void navigate('/login');
  };
}
