import { useLingui } from '@lingui/react';
import { memo } from 'react';
import '../i18n.ts';
import { formatClock } from '@/lib/clock.ts';
import styles from './test-screen.module.css';

interface TestHeaderProps {
  /** The learner's name, shown to a Premium learner. */
  name: string | null;
  review: boolean;
  percent: number;
  number: number;
  count: number;
  timeLeft: number | null;
}

/**
 * The head of a lesson or credit test: whose test, how much is done, which question, the time left. Memoised:
 * choosing an answer changes none of it.
 */
export const TestHeader = memo(function TestHeader({
  name,
  review,
  percent,
  number,
  count,
  timeLeft,
}: TestHeaderProps) {
  const { _ } = useLingui();
  return (
    <header className={styles.header}>
      {name ? (
        <p className={styles.who}>
          {review ? _('learning.test.reviewing') : _('learning.test.taking')}: <strong>{name}</strong>
        </p>
      ) : null}
      <div className={styles.stats}>
        {/* A name on a plain span is not read out; hidden words are. */}
        <span className={styles.stat}>
          <span className="visually-hidden">{_('learning.test.doneLabel')} </span>
          {percent}%
        </span>
        <span className={styles.stat}>
          <span className="visually-hidden">{_('learning.test.questionLabel')} </span>
          {number}/{count}
        </span>
        <span className={styles.timer} role="timer" aria-live="off">
          {review
            ? _('learning.test.finished')
            : timeLeft === null
              ? _('learning.test.noTimer')
              : _('learning.test.timeLeft', { time: formatClock(timeLeft) })}
        </span>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
    </header>
  );
});
