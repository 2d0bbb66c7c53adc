import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { EXAM_MAX_MISTAKES } from '@pdr/contract/constants';
import { formatClock } from '@/lib/clock.ts';
import { useUser } from '@/hooks/use-user.ts';
import styles from './exam-screen.module.css';

interface ExamHeaderProps {
  number: number;
  count: number;
  answered: number;
  mistakes: number;
  /** Seconds left; null in the review, where the clock is over. */
  timeLeft: number | null;
}

/** The exam's head: who takes it (Premium), the question, the answered count, the mistakes and the clock. */
export function ExamHeader({ number, count, answered, mistakes, timeLeft }: ExamHeaderProps) {
  const { _ } = useLingui();
  const user = useUser();
  const low = timeLeft !== null && timeLeft <= 60;
  return (
    <header className={styles.header}>
      {user?.premium_check ? (
        <p className={styles.who}>
          {/* The review is no test under way: it says so, as the clock below does. */}
          {timeLeft === null ? _('exam.reviewing') : _('exam.taking')}:{' '}
          <strong>{`${user.first_name} ${user.last_name}`}</strong>
        </p>
      ) : null}
      <div className={styles.stats}>
        <span className={styles.stat}>
          <span className="visually-hidden">{_('exam.question')} </span>
          {number}/{count}
        </span>
        <span className={styles.stat}>{_('exam.answered', { count: answered })}</span>
        <span className={`${styles.stat} ${mistakes > 0 ? styles.bad : ''}`}>
          {timeLeft === null
            ? _('exam.mistakes', { count: mistakes })
            : _('exam.mistakesOf', { count: mistakes, max: EXAM_MAX_MISTAKES })}
        </span>
        {timeLeft === null ? (
          <span className={styles.timer}>{_('exam.over')}</span>
        ) : (
          <span className={`${styles.timer} ${low ? styles.low : ''}`} role="timer" aria-live="off">
            {_('exam.timeLeft')} <strong>{formatClock(timeLeft)}</strong>
          </span>
        )}
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${Math.round((answered / count) * 100)}%` }} />
      </div>
    </header>
  );
}
