import { useLingui } from '@lingui/react';
import styles from './route-error.module.css';

/** Shown when a screen fails to load or render (for example its chunk could not be fetched). */
export function RouteError() {
  const { _ } = useLingui();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main className={styles.box} role="alert">
      <h1>{_('routeError.title')}</h1>
      <p>{offline ? _('routeError.offline') : _('routeError.failed')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {_('routeError.reload')}
        </button>{' '}
        <a href="#/">{_('common.toHome')}</a>
      </p>
    </main>
  );
}
