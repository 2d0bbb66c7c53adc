import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '@pdr/contract/accounts';
import { OPERATOR_ROLE_ID, TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { MobileMenuProgressSlot } from './learning-slots.tsx';
import { ProfileTrigger } from './profile-trigger.tsx';
import own from './accounts-slots.module.css';

/* Slots of the accounts work. Each renders nothing for a guest. */

/** Name, teacher/pupil label (role_id 4 is a teacher), the Premium badge and a pupil's active category. */
function Who({ user }: { user: User }) {
  const { _ } = useLingui();
  const teacher = user.role_id === TEACHER_ROLE_ID;
  return (
    <span className={own.who}>
      <span className={own.name}>
        {user.first_name} {user.last_name}
      </span>
      <span className={own.labels}>
        <span className={own.role}>
          {teacher
            ? _('header.roleTeacher')
            : user.role_id === OPERATOR_ROLE_ID
              ? _('header.roleOperator')
              : _('header.rolePupil')}
        </span>
        {user.premium_check ? <span className={own.premiumBadge}>{_('header.premium')}</span> : null}
        {teacher ? null : (
          <span className={own.categoryBadge}>
            {_('header.category', { label: user.active_category.label })}
          </span>
        )}
      </span>
    </span>
  );
}

const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu.tsx')).ProfileMenu }));

/** Header, right side: who is signed in and the profile dropdown (my profile, sign out). */
export function HeaderUserSlot() {
  const viewer = useViewer();
  const user = useUser();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!viewer.signedIn) return null;
  const premium = viewer.premium;
  return (
    <>
      {user ? <Who user={user} /> : null}
      {/* The menu's code (a dropdown library) loads after the page; the same button stands in until then. */}
      <Suspense fallback={<ProfileTrigger premium={premium} />}>
        <ProfileMenu
          user={user}
          premium={premium}
          onProfile={() => void navigate('/profile')}
          onLogout={() => logout.mutate()}
        />
      </Suspense>
    </>
  );
}

/** Mobile menu, top: the user block (name, role label, premium and category badges, progress ring). */
export function MobileMenuUserSlot({ onNavigate }: { onNavigate: () => void }) {
  const { _ } = useLingui();
  const viewer = useViewer();
  const user = useUser();
  if (!viewer.signedIn) return null;
  return (
    <div className={own.userBlock}>
      <div>
        {user ? <Who user={user} /> : null}
        <Link to="/profile" className={own.profileLink} onClick={onNavigate}>
          {_('header.myProfile')}
        </Link>
      </div>
      <MobileMenuProgressSlot />
    </div>
  );
}
