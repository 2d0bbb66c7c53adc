import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { splitRemaining, useCountdown, type TimeParts } from '../hooks/use-countdown.ts';
import styles from './free-premium.module.css';

// Each unit with the id of its count, '2 дні', '5 хвилин': the figure shows large above its word.
const UNITS: { key: keyof TimeParts; word: string }[] = [
  { key: 'days', word: 'home.days' },
  { key: 'hours', word: 'home.hours' },
  { key: 'minutes', word: 'home.minutes' },
  { key: 'seconds', word: 'home.seconds' },
];

/** Days, hours, minutes and seconds until the offer ends, ticking each second. */
export function Countdown({ end }: { end: string }) {
  const { _ } = useLingui();
  const parts = splitRemaining(useCountdown(end));
  return (
    <div role="timer" aria-label={_('home.timer')} className={styles.countdown}>
      {UNITS.map(({ key, word }) => (
        <div key={key} className={styles.unit}>
          <span className={styles.value}>{String(parts[key]).padStart(2, '0')}</span>
          <span className={styles.unitLabel}>{_(word, { count: parts[key] }).replace(/^\S+\s/, '')}</span>
        </div>
      ))}
    </div>
  );
}
