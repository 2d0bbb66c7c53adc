import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/** The card of the sign-in, registration and recovery screens: the heading, the subtitle and the form. */
export function AuthCard({
  title,
  subtitle,
  wide,
  children,
}: {
  title: string;
  subtitle: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={[styles.card, wide ? styles.wide : ''].join(' ')} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
