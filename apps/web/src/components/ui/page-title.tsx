import type { ReactNode } from 'react';
import styles from './page-title.module.css';

/** The one h1 of a screen, with an optional line under it. */
export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{children}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
