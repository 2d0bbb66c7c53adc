import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import styles from './header.module.css';

/*
 * Slots of the accounts work. Each renders nothing for a guest. The accounts helper puts the user's name, role
 * label (teacher/pupil) and premium badge here, and gives the profile icon its premium look.
 */

/** Header, right side: the profile dropdown (My profile, Log out). */
export function HeaderUserSlot() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!viewer.signedIn) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.iconButton} aria-label="Меню профілю">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="end" sideOffset={8}>
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={() => void navigate('/profile')}>
            Мій профіль
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={() => logout.mutate()}>
            Вийти
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Mobile menu, top: the user block (name, role label, premium badge, progress ring). */
export function MobileMenuUserSlot({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useViewer();
  if (!viewer.signedIn) return null;
  return (
    <div className={styles.userBlock}>
      <Link to="/profile" className={styles.userLink} onClick={onNavigate}>
        Мій профіль
      </Link>
    </div>
  );
}
