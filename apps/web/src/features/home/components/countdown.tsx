import { splitRemaining, useCountdown, type TimeParts } from '../hooks/use-countdown.ts';
import styles from './free-premium.module.css';

const plural = new Intl.PluralRules('uk');

const UNITS: { key: keyof TimeParts; forms: Record<'one' | 'few' | 'many', string> }[] = [
  { key: 'days', forms: { one: 'день', few: 'дні', many: 'днів' } },
  { key: 'hours', forms: { one: 'година', few: 'години', many: 'годин' } },
  { key: 'minutes', forms: { one: 'хвилина', few: 'хвилини', many: 'хвилин' } },
  { key: 'seconds', forms: { one: 'секунда', few: 'секунди', many: 'секунд' } },
];

export function unitLabel(value: number, forms: Record<'one' | 'few' | 'many', string>): string {
  const rule = plural.select(value);
  return rule === 'one' || rule === 'few' ? forms[rule] : forms.many;
}

/** Days, hours, minutes and seconds until the offer ends, ticking each second. */
export function Countdown({ end }: { end: string }) {
  const parts = splitRemaining(useCountdown(end));
  return (
    <div role="timer" aria-label="До кінця пропозиції" className={styles.countdown}>
      {UNITS.map(({ key, forms }) => (
        <div key={key} className={styles.unit}>
          <span className={styles.value}>{String(parts[key]).padStart(2, '0')}</span>
          <span className={styles.unitLabel}>{unitLabel(parts[key], forms)}</span>
        </div>
      ))}
    </div>
  );
}
