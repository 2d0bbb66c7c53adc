import { lazy, Suspense } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { ScrollRestoration } from '../navigation.tsx';
import { PopupBar } from '@/components/ui/popup-bar.tsx';
import { AppModals } from '@/features/premium/components/app-modals.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRouteMeta } from './route-meta.ts';
import { hasSideMenu, SideMenu } from './side-menu.tsx';
import styles from './root-layout.module.css';

const scrollKey = (location: Location) => location.pathname;
// The outbox badge and the offline data's owner, loaded after the page (issue 28: the first load stays small).
const OfflineLayer = lazy(() => import('@/features/offline/offline-layer.tsx'));

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteMeta();
  const withSide = hasSideMenu(pathname);
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
        Перейти до змісту
      </a>
      <Header />
      <PopupBar />
      <Suspense fallback={null}>
        <OfflineLayer />
      </Suspense>
      {withSide ? (
        <div className={styles.area}>
          <SideMenu />
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
