import { useLingui } from '@lingui/react';
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router';
import { AppearanceChoices } from '@/components/settings/appearance-choices.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumOffer } from '@/lib/modals.ts';
import { MobileMenuUserSlot } from './accounts-slots.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { navItems } from './nav-items.ts';
import styles from './header.module.css';

interface MobileMenuSheetProps {
  onOpenChange: (open: boolean) => void;
  /** The burger button: the focus goes back to it when the menu closes. */
  burger: RefObject<HTMLButtonElement | null>;
}

/** The menu panel the burger opens on narrow screens (focus trap, Escape, focus return); loaded on first open. */
export function MobileMenuSheet({ onOpenChange, burger }: MobileMenuSheetProps) {
  const { _ } = useLingui();
  const viewer = useViewer();
  const logout = useLogout();
  const close = () => onOpenChange(false);
  const showPremium = !(viewer.signedIn && viewer.premium);

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content
          id="mobile-menu"
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            burger.current?.focus();
          }}
        >
          <div className={styles.sheetHead}>
            <Dialog.Title className={styles.sheetTitle}>{_('header.menu')}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={_('header.closeMenu')}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <MobileMenuUserSlot onNavigate={close} />
          <nav aria-label={_('header.mobileMenu')}>
            <ul className={styles.sheetList}>
              {navItems(viewer).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={({ isActive }) =>
                      isActive ? `${styles.sheetLink} ${styles.active}` : styles.sheetLink
                    }
                    onClick={close}
                  >
                    {_(item.label)}
                  </NavLink>
                </li>
              ))}
              {/* On phones the side menu's link to the history is out of sight: the burger menu carries it. */}
              {viewer.signedIn ? (
                <li>
                  <NavLink
                    to="/my_test"
                    className={({ isActive }) =>
                      isActive ? `${styles.sheetLink} ${styles.active}` : styles.sheetLink
                    }
                    onClick={close}
                  >
                    {_('header.myProgress')}
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className={styles.sheetActions}>
            {showPremium ? (
              <Button
                variant="premium"
                block
                onClick={() => {
                  close();
                  openPremiumOffer(viewer.signedIn);
                }}
              >
                {_('header.premium')}
              </Button>
            ) : null}
            {viewer.signedIn ? (
              <Button
                variant="secondary"
                block
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                {_('header.logout')}
              </Button>
            ) : null}
            <LanguageSwitch block onSwitched={close} />
          </div>
          <section className={styles.sheetSettings} aria-label={_('header.settings')}>
            <AppearanceChoices />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
