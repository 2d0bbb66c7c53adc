import type { TotalProgress } from '@pdr/contract/learning';
import { ringColour } from '../utils/theme-look.ts';
import styles from './progress-ring.module.css';
import { cx } from '@/lib/class-names.ts';

/**
 * The total progress as a ring with the percent inside; its colour follows spec section 4. `label` names it, in the
 * words of the place it is shown in (the header's ring comes with the shell's words, not the learning catalog).
 */
export function ProgressRing({
  total,
  size = 44,
  label,
}: {
  total: TotalProgress;
  size?: number;
  label: string;
}) {
  const colour = ringColour(total);
  const r = 18;
  const c = 2 * Math.PI * r;
  return (
    <span
      className={cx(styles.ring, styles[colour])}
      role="img"
      aria-label={label}
      data-colour={colour}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 44 44" width={size} height={size} aria-hidden="true">
        <circle cx="22" cy="22" r={r} className={styles.track} />
        {total.progress > 0 ? (
          <circle
            cx="22"
            cy="22"
            r={r}
            className={styles.value}
            strokeDasharray={`${(total.progress / 100) * c} ${c}`}
            transform="rotate(-90 22 22)"
          />
        ) : null}
      </svg>
      <span className={styles.text}>{total.progress}%</span>
    </span>
  );
}
