import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { MenuIcon } from '@/components/ui/icons.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumOffer } from '@/lib/modals.ts';
import { sessionStore } from '@/lib/storage.ts';
import { SideMenuTestSlot } from './learning-slots.tsx';
import { cookieStore } from '@/lib/cookies.ts';
import styles from './side-menu.module.css';

const BACK_TO_LOGIN_PATHS = ['/register', '/register/finish', '/recover', '/reset_password'];
const NO_PREMIUM_OR_LOGOUT_PATHS = ['/', '/register/finish', '/reset_password'];
export const SIDE_MENU_WIDE_FROM_PX = 992;

/** Leaves registration or recovery: forgets what was typed so far. It never signs anyone out (decision 140). */
function abandonAccountFlow() {
  sessionStore.remove('group', 'categories', 'school', 'link', 'phone');
  cookieStore.remove('phone', 'tokenRecover', 'tokenRecoverStart', 'tokenRecoverNext');
}

export function SideMenu() {
  const { _ } = useLingui();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const viewer = useViewer();
  const logout = useLogout();
  const [open, setOpen] = useState(() => window.innerWidth >= SIDE_MENU_WIDE_FROM_PX);
  const panelId = useId();

  const showBack = BACK_TO_LOGIN_PATHS.includes(pathname);
  const showAccountButtons = !NO_PREMIUM_OR_LOGOUT_PATHS.includes(pathname);

  return (
    <aside className={styles.side} aria-label={_('side.label')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon size={22} />
        <span>{open ? _('side.hide') : _('side.label')}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {showBack ? (
          // Always enabled, on /reset_password too: a learner whose code has died must never be held there.
          <Button
            variant="secondary"
            block
            onClick={() => {
              // A signed-in viewer (on /register/finish) goes back where they came from, still signed in.
              if (viewer.signedIn) {
                void (location.key !== 'default' ? navigate(-1) : navigate('/'));
                return;
              }
              abandonAccountFlow();
              void navigate('/login');
            }}
          >
            {_('side.back')}
          </Button>
        ) : null}
        {pathname === '/started_learn' ? (
          <Link className={styles.link} to="/my_test">
            {_('header.myProgress')}
          </Link>
        ) : null}
        {pathname === '/my_test' ? (
          <Link className={styles.link} to="/learn">
            {_('side.learn')}
          </Link>
        ) : null}
        {viewer.signedIn && pathname !== '/favourites' && pathname !== '/test' ? (
          <Link className={styles.link} to="/favourites">
            {_('side.favourites')}
          </Link>
        ) : null}
        {viewer.signedIn && pathname !== '/marathon' && pathname !== '/test' ? (
          <Link className={styles.link} to="/marathon">
            {_('side.marathon')}
          </Link>
        ) : null}
        {viewer.signedIn && pathname !== '/search' && pathname !== '/test' ? (
          <Link className={styles.link} to="/search">
            {_('side.search')}
          </Link>
        ) : null}
        {pathname === '/favourites' ? (
          <Link className={styles.link} to="/learn">
            {_('side.learn')}
          </Link>
        ) : null}
        {pathname === '/test' ? <SideMenuTestSlot /> : null}
        {showAccountButtons && !(viewer.signedIn && viewer.premium) ? (
          <Button variant="premium" block onClick={() => openPremiumOffer(viewer.signedIn)}>
            {_('side.premium')}
          </Button>
        ) : null}
        {showAccountButtons && viewer.signedIn ? (
          <Button variant="ghost" block onClick={() => logout.mutate()}>
            {_('header.logout')}
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
