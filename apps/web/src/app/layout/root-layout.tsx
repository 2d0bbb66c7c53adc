import { Outlet } from 'react-router';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { PopupBar } from '@/components/ui/popup-bar.tsx';
import styles from './root-layout.module.css';

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main-content" onClick={(e) => {
        e.preventDefault();
        document.getElementById('main-content')?.focus();
      }}>
        Перейти до змісту
      </a>
      <Header />
      <PopupBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
