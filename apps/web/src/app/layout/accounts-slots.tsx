import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { TEACHER_ROLE_ID, type User } from '@pdr/contract/accounts';
import { CrownIcon } from '@/components/ui/icons.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { MobileMenuProgressSlot } from './learning-slots.tsx';
import styles from './header.module.css';
import own from './accounts-slots.module.css';

/* Slots of the accounts work. Each renders nothing for a guest. */

/** Name, teacher/pupil label (role_id 4 is a teacher) and the Premium badge. */
function Who({ user }: { user: User }) {
  return (
    <span className={own.who}>
      <span className={own.name}>
        {user.first_name} {user.last_name}
      </span>
      <span className={own.labels}>
        <span className={own.role}>{user.role_id === TEACHER_ROLE_ID ? 'Викладач' : 'Учень'}</span>
        {user.premium_check ? <span className={own.premiumBadge}>Premium</span> : null}
      </span>
    </span>
  );
}

function ProfileIcon({ premium }: { premium: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <circle
        cx="12"
        cy="8.5"
        r="4"
        fill={premium ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
        fill={premium ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Header, right side: who is signed in and the profile dropdown (Мій профіль, Вийти). */
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
      {/* Not modal: a modal menu hides the whole page from screen readers (aria-hidden) while it is open. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={[styles.iconButton, own.trigger, premium ? own.triggerPremium : ''].join(' ')}
          aria-label={premium ? 'Меню профілю (Преміум)' : 'Меню профілю'}
        >
          <ProfileIcon premium={premium} />
          {premium ? <CrownIcon className={own.crown} size={12} fill="var(--color-accent-dark)" /> : null}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.dropdown} align="end" sideOffset={8}>
            {user ? (
              <DropdownMenu.Label className={own.menuHead}>
                <span className={own.name}>
                  {user.first_name} {user.last_name}
                </span>
              </DropdownMenu.Label>
            ) : null}
            <DropdownMenu.Item className={styles.dropdownItem} onSelect={() => void navigate('/profile')}>
              Мій профіль
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.dropdownItem} onSelect={() => logout.mutate()}>
              Вийти
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

/** Mobile menu, top: the user block (name, role label, premium badge, progress ring). */
export function MobileMenuUserSlot({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useViewer();
  const user = useUser();
  if (!viewer.signedIn) return null;
  return (
    <div className={own.userBlock}>
      <div>
        {user ? <Who user={user} /> : null}
        <Link to="/profile" className={own.profileLink} onClick={onNavigate}>
          Мій профіль
        </Link>
      </div>
      <MobileMenuProgressSlot />
    </div>
  );
}
