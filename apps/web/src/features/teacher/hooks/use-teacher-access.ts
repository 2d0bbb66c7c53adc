import { TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';

export type TeacherAccess = 'guest' | 'loading' | 'pupil' | 'teacher';

/** Who opens a teacher's screen; the server refuses the others as well (401/403), this only explains it. */
export function useTeacherAccess(): TeacherAccess {
  const token = useToken();
  const user = useUser();
  if (!token) return 'guest';
  if (!user) return 'loading';
  return user.role_id === TEACHER_ROLE_ID ? 'teacher' : 'pupil';
}
