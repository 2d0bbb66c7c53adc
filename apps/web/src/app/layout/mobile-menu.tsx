import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CloseIcon, MenuIcon } from '@/components/ui/icons.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumOffer } from '@/lib/modals.ts';
import { MobileMenuUserSlot } from './accounts-slots.tsx';
import { navItems } from './nav-items.ts';
import styles from './header.module.css';

/** The burger button and the menu panel it opens on narrow screens (focus trap, Escape, focus return). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const viewer = useViewer();
  const logout = useLogout();
  const close = () => setOpen(false);
  const showPremium = !(viewer.signedIn && viewer.premium);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${styles.iconButton} ${styles.burger}`} aria-label="Відкрити меню">
        <MenuIcon size={26} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.sheetHead}>
            <Dialog.Title className={styles.sheetTitle}>Меню</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label="Закрити меню">
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <MobileMenuUserSlot onNavigate={close} />
          <nav aria-label="Мобільне меню">
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
                    {item.label}
                  </NavLink>
                </li>
              ))}
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
                Преміум
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
                Вийти
              </Button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
