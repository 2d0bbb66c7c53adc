import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useProgressTotal } from '../api/get-progress-total.ts';
import { ProgressRing } from './progress-ring.tsx';
import styles from './progress-ring.module.css';

/**
 * The header's progress ring (a link to the history), shown once total progress is known (its place kept till then). Phones have no room for
 * it in the header bar; their burger menu shows the progress instead.
 */
export function HeaderProgress() {
  const { _ } = useLingui();
  const total = useProgressTotal(true);
  // While it loads, its place is kept, so that the header does not move when it comes.
  if (!total.data)
    return total.isPending ? (
      <span className={styles.headerLink} style={{ width: 40, height: 40 }} aria-hidden="true" />
    ) : null;
  return (
    <Link
      className={styles.headerLink}
      to="/my_test"
      title={_('header.myProgress')}
      aria-label={`${_('header.myProgress')}: ${total.data.progress}%`}
    >
      <ProgressRing
        total={total.data}
        size={40}
        label={`${_('header.myProgress')}: ${total.data.progress}%`}
      />
    </Link>
  );
}

/** The progress ring of the mobile menu's user block. */
export function MenuProgress() {
  const { _ } = useLingui();
  const total = useProgressTotal(true);
  if (!total.data) return null;
  return (
    <ProgressRing total={total.data} size={48} label={`${_('header.myProgress')}: ${total.data.progress}%`} />
  );
}
