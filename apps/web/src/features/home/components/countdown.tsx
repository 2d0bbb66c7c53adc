import { NOUNS, word, type Noun } from '@/lib/plural.ts';
import { splitRemaining, useCountdown, type TimeParts } from '../hooks/use-countdown.ts';
import styles from './free-premium.module.css';

const UNITS: { key: keyof TimeParts; noun: Noun }[] = [
  { key: 'days', noun: NOUNS.day },
  { key: 'hours', noun: NOUNS.hour },
  { key: 'minutes', noun: NOUNS.minute },
  { key: 'seconds', noun: NOUNS.second },
];

/** Days, hours, minutes and seconds until the offer ends, ticking each second. */
export function Countdown({ end }: { end: string }) {
  const parts = splitRemaining(useCountdown(end));
  return (
    <div role="timer" aria-label="До кінця пропозиції" className={styles.countdown}>
      {UNITS.map(({ key, noun }) => (
        <div key={key} className={styles.unit}>
          <span className={styles.value}>{String(parts[key]).padStart(2, '0')}</span>
          <span className={styles.unitLabel}>{word(parts[key], noun)}</span>
        </div>
      ))}
    </div>
  );
}
