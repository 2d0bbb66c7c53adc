import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@pdr/contract/accounts';
import { ProfileTrigger } from './profile-trigger.tsx';
import styles from './header.module.css';
import own from './accounts-slots.module.css';

interface ProfileMenuProps {
  user: User | null;
  premium: boolean;
  onProfile: () => void;
  onLogout: () => void;
}

/** The header's profile dropdown (Мій профіль, Вийти); loaded after the page, for signed-in users only. */
export function ProfileMenu({ user, premium, onProfile, onLogout }: ProfileMenuProps) {
  return (
    // Not modal: a modal menu hides the whole page from screen readers (aria-hidden) while it is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <ProfileTrigger premium={premium} />
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
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={onProfile}>
            Мій профіль
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={onLogout}>
            Вийти
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
