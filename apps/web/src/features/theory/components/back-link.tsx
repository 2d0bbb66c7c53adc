import { Link } from 'react-router';
import { ChevronIcon } from '@/components/ui/icons.tsx';
import styles from './theory.module.css';

/** The way one level up, above the screen's title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className={styles.back} to={to}>
      <ChevronIcon direction="right" size={18} className={styles.backIcon} />
      {children}
    </Link>
  );
}
