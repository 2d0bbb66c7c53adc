import { useLingui } from '@lingui/react';
import { ButtonLink } from '@/components/ui/button.tsx';
import styles from './not-found.module.css';
import './i18n.ts';

export function NotFoundRoute() {
  const { _ } = useLingui();
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <svg className={styles.sign} viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="#fff" stroke="#d93636" strokeWidth="10" />
        <rect x="26" y="52" width="68" height="16" rx="3" fill="#d93636" />
      </svg>
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        {_('routes.notFoundTitle')}
      </h1>
      <p className={styles.text}>{_('routes.notFoundText')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/">{_('routes.notFoundHome')}</ButtonLink>
        <ButtonLink to="/started_learn" variant="secondary">
          {_('routes.notFoundTests')}
        </ButtonLink>
      </div>
    </section>
  );
}

export { NotFoundRoute as Component };
