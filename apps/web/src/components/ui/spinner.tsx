import { useLingui } from '@lingui/react';
import styles from './spinner.module.css';

/** A busy indicator with a text for screen readers; put it inside the region that is loading (aria-busy). */
export function Spinner({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? _('common.loading')}</span>
    </div>
  );
}
