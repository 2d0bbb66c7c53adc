import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { Block, LearningTheme } from '@pdr/contract/learning';
import { PROGRESS_CAR_COLOUR_CHANGE_PERCENT } from '@pdr/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { sessionStore } from '@/lib/storage.ts';
import { useBlocks } from '../api/get-blocks.ts';
import { BlockSign } from './block-sign.tsx';
import panel from '@/components/ui/panel.module.css';
import styles from './theme-map.module.css';
import extras from './map-extras.module.css';
import { cx } from '@/lib/class-names.ts';

const STATUS_TEXT = {
  done: 'learning.block.done',
  error: 'learning.block.error',
  current: 'learning.block.current',
  locked: 'learning.block.locked',
} as const;

interface BlockMapProps {
  theme: LearningTheme;
  busy: boolean;
  onLesson: (idx: number) => void;
  onRetest: (idx: number) => void;
  onCredit: () => void;
}

/**
 * Whether the learner has done nothing in this theme yet: no block with a result, and no lesson of it left
 * unfinished in this tab. Its button then says 'Почати', as home's 'Почати!' does before any progress.
 */
function untouched(themeId: number, blocks: Block[]): boolean {
  if (blocks.some((b) => b.success > 0 || b.errors > 0 || b.status === 'done' || b.status === 'error'))
    return false;
  const general = sessionStore.get('general');
  const left = general?.type === 'theme' && general.theme === themeId;
  return !left || sessionStore.get('result')?.attempt_id === general.attemptId;
}

/** The selected theme's road: a sign per block, the progress car and the star of the credit test. */
export function BlockMap({ theme, busy, onLesson, onRetest, onCredit }: BlockMapProps) {
  const { _ } = useLingui();
  const query = useBlocks(theme.id);
  if (query.isPending) return <Spinner label={_('learning.block.loading')} />;
  if (query.isError) return <p className={styles.failed}>{_('learning.block.failed')}</p>;
  const { blocks, done, total, progress_car: car, credit_available: allDone } = query.data;
  // A free learner's credit test of the day is used: the star is locked and says why (no click to a 403).
  const usedToday = query.data.credit_used_today;
  const creditOpen = allDone && !usedToday;
  const carGood = car.progress >= PROGRESS_CAR_COLOUR_CHANGE_PERCENT;
  const click = (b: Block) => {
    if (b.status === 'error') onRetest(b.idx);
    else if (b.status !== 'locked') onLesson(b.idx);
  };
  // 'Продовжити' starts what comes next without hunting for it on the road: the current lesson, else the first
  // one with mistakes, else the credit test.
  const next = blocks.find((b) => b.status === 'current') ?? blocks.find((b) => b.status === 'error');
  return (
    <section className={`${panel.panel} ${styles.map}`} aria-labelledby="block-map-title" aria-busy={busy}>
      <header className={styles.mapHeader}>
        <h2 id="block-map-title">
          {_('learning.block.title', { number: theme.number, title: theme.title })}
        </h2>
        <p className={styles.doneCount}>{_('learning.block.doneCount', { done, total })}</p>
        {/* The car's percent is the best credit-test score, not lessons done: said in words. */}
        <p className={extras.creditScore}>
          {car.progress > 0 || car.error > 0
            ? _('learning.block.best', { progress: car.progress })
            : _('learning.block.noCredit')}
        </p>
      </header>
      {next ? (
        <Button className={extras.continue} disabled={busy} onClick={() => click(next)}>
          {next.status === 'error'
            ? _('learning.block.fix', { n: next.idx + 1 })
            : _(untouched(theme.id, blocks) ? 'learning.block.start' : 'learning.block.continue', {
                n: next.idx + 1,
              })}
        </Button>
      ) : creditOpen ? (
        <Button className={extras.continue} variant="premium" disabled={busy} onClick={onCredit}>
          {_('learning.block.credit')}
        </Button>
      ) : null}
      <div
        className={styles.road}
        aria-label={_('learning.block.best', { progress: car.progress })}
        role="img"
      >
        <span className={styles.roadLine} />
        <span
          className={`${styles.car} ${carGood ? styles.carGood : styles.carLow}`}
          style={{ left: `${car.progress}%` }}
          aria-hidden="true"
        >
          <svg viewBox="0 0 48 28" width="48" height="28">
            <path d="M4 18l4-8c1-2 3-3 5-3h18c2 0 4 1 5 3l4 6h3c2 0 3 1 3 3v4H4z" fill="currentColor" />
            <circle cx="13" cy="23" r="4" fill="#1b2430" />
            <circle cx="35" cy="23" r="4" fill="#1b2430" />
            <path d="M14 9h7v6h-10zM24 9h7l4 6H24z" fill="#e6f0fa" />
          </svg>
        </span>
      </div>
      <ol className={styles.blocks}>
        {blocks.map((b) => (
          <li key={b.idx} className={styles.signItem}>
            <button
              type="button"
              className={cx(styles.sign, styles[`sign_${b.status}`])}
              data-status={b.status}
              disabled={b.status === 'locked' || busy}
              aria-label={_('learning.block.sign', { n: b.idx + 1, status: _(STATUS_TEXT[b.status]) })}
              onClick={() => click(b)}
            >
              <BlockSign themeId={theme.id} status={b.status} label={b.idx + 1} />
            </button>
            {/* Beside the button, not in it: the button's name (number and status) then holds all its visible text. */}
            <span className={styles.signCaption} aria-hidden="true">
              {b.status === 'error'
                ? _('learning.block.errors', { errors: b.errors })
                : _('learning.block.count', { count: b.count })}
            </span>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${styles.star} ${carGood ? styles.starGold : ''}`}
            disabled={!creditOpen || busy}
            aria-label={
              creditOpen
                ? _('learning.block.creditStart')
                : usedToday
                  ? _('learning.block.creditUsed')
                  : _('learning.block.creditLater')
            }
            aria-describedby={usedToday ? 'credit-used-today' : undefined}
            onClick={onCredit}
          >
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
              <path d="M32 4l8.5 17.6 19.5 2.6-14.2 13.5 3.5 19.3L32 47.7 14.7 57l3.5-19.3L4 24.2l19.5-2.6z" />
            </svg>
            <span className={styles.signCaption} aria-hidden="true">
              {_('learning.block.star')}
            </span>
          </button>
        </li>
      </ol>
      {usedToday ? (
        <p id="credit-used-today" className={extras.creditNote}>
          {_('learning.block.onceADay')}
        </p>
      ) : null}
    </section>
  );
}
