import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CrownIcon } from '@/components/ui/icons.tsx';
import { preloadAppModals } from '@/features/premium/components/app-modals.tsx';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumOffer } from '@/lib/modals.ts';
import { HeaderUserSlot } from './accounts-slots.tsx';
import { HeaderProgressSlot } from './learning-slots.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItems } from './nav-items.ts';
import styles from './header.module.css';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [styles.navLink, isActive ? styles.active : ''].filter(Boolean).join(' ');
}

/** The shared header: logo, main navigation, progress, Premium button, profile and the mobile menu. */
export function Header() {
  const { _ } = useLingui();
  const viewer = useViewer();
  const showPremium = !(viewer.signedIn && viewer.premium);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.nav} aria-label={_('header.mainMenu')}>
          <ul className={styles.navList}>
            {navItems(viewer).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {_(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <HeaderProgressSlot />
          {showPremium ? (
            <Button
              variant="premium"
              size="sm"
              className={styles.premiumButton}
              onPointerEnter={preloadAppModals}
              onFocus={preloadAppModals}
              onClick={() => openPremiumOffer(viewer.signedIn)}
            >
              <CrownIcon size={18} />
              {_('header.premium')}
            </Button>
          ) : null}
          <LanguageSwitch className={styles.languageSwitch} />
          <HeaderUserSlot />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
