import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { ScrollRestoration } from '../navigation.tsx';
import { PopupBar } from '@/components/ui/popup-bar.tsx';
import { withCatalogs } from '@/lib/i18n.ts';
import { useLearnerLayer } from '@/features/offline/use-learner-layer.ts';
import { AppModals } from '@/features/premium/components/app-modals.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRouteMeta } from './route-meta.ts';
import { hasSideMenu } from './side-menu-paths.ts';
import { SideMenuSlot } from './side-menu-slot.tsx';
import styles from './root-layout.module.css';

const scrollKey = (location: Location) => location.pathname;
// Loaded after the page, never in the first load: the service worker's registration and update offer, and, where
// there is a learner, the offline data's owner with the outbox badge.
const UpdatePrompt = lazy(withCatalogs(() => import('@/features/offline/update-prompt.tsx')));
const OfflineLayer = lazy(withCatalogs(() => import('@/features/offline/offline-layer.tsx')));

export function RootLayout() {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  useRouteMeta();
  const withSide = hasSideMenu(pathname);
  const learnerLayer = useLearnerLayer();
  return (
    <div className={styles.shell}>
      <a
        className={styles.skip}
        href="#main-content"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {_('layout.skip')}
      </a>
      <Header />
      <PopupBar />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
      {learnerLayer ? (
        <Suspense fallback={null}>
          <OfflineLayer />
        </Suspense>
      ) : null}
      {withSide ? (
        <div className={styles.area}>
          <SideMenuSlot />
          <main id="main-content" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
        </div>
      ) : (
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      )}
      <Footer />
      <AppModals />
      {/* A new screen opens at its top; Back and Forward return to where the learner was. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
