import { useNavigate } from 'react-router';
import { sessionStore } from '@/lib/storage.ts';
import { forgetRecovery } from '../api/recover.ts';

/**
 * The 'Назад' buttons of /register, /recover and /reset_password (spec section 2): forget the registration and
 * recovery state, group and categories, then go to /login. These screens are a guest's (a signed-in viewer is sent
 * on, decision 140), and 'Назад' never signs anyone out: that is what 'Вийти' is for.
 */
export function useLeaveAuth() {
  const navigate = useNavigate();
  return () => {
    forgetRecovery();
    sessionStore.remove('group', 'categories', 'school', 'link');
    void navigate('/login');
  };
}
