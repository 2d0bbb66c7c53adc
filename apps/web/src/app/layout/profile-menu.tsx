import { useLingui } from '@lingui/react';
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

/** The header's profile dropdown (my profile, sign out); loaded after the page, for signed-in users only. */
export function ProfileMenu({ user, premium, onProfile, onLogout }: ProfileMenuProps) {
  const { _ } = useLingui();
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
            {_('header.myProfile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={onLogout}>
            {_('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
