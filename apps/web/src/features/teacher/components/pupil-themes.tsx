import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { ReadinessResponse } from '@pdr/contract/exam';
import type { PupilPageResponse, WeakTheme } from '@pdr/contract/teacher';
import { ProgressBar } from './pupil-cells.tsx';
import styles from './pupil.module.css';
import tables from './table.module.css';
import { lostText } from '@/lib/score.ts';

/** A weak theme's label, as an id in the teacher's catalog. */
const STRENGTH = { low: 'teacher.weakLow', medium: 'teacher.weakMedium' } as const;

/** Themes the pupil answers worst (latest answers), and the exam groups where their exams lose points. */
export function WeakThemes({
  themes,
  readiness,
  answered,
}: {
  themes: WeakTheme[];
  readiness: ReadinessResponse;
  /** Whether the pupil has answered anything yet: with no answers there is nothing to call weak or strong. */
  answered: boolean;
}) {
  const { _ } = useLingui();
  return (
    <section className={styles.block} aria-labelledby="weak-title">
      {/* Weak and medium themes both come here, each with its label: the heading names them both. */}
      <h2 id="weak-title">{_('teacher.toRepeat')}</h2>
      {!answered ? (
        <p className={styles.muted}>{_('teacher.noAnswers')}</p>
      ) : themes.length === 0 ? (
        <p className={styles.muted}>{_('teacher.nothingToRepeat')}</p>
      ) : (
        <ul className={styles.weak}>
          {themes.map((t) => (
            <li key={t.id} className={t.strength === 'low' ? styles.low : styles.medium}>
              <span>{_('teacher.theme', { number: t.number, title: t.title })}</span>
              <span className={styles.weakFigure}>
                {_('teacher.weakFigure', { percent: t.percent, correct: t.correct, answered: t.answered })} ·{' '}
                {_(STRENGTH[t.strength])}
              </span>
            </li>
          ))}
        </ul>
      )}
      {readiness.groups.length > 0 ? (
        <>
          <h3>{_('teacher.losesPoints')}</h3>
          <ul className={styles.weak}>
            {readiness.groups.map((g) => (
              <li key={g.group}>
                <span>{g.label}</span>
                <span className={styles.weakFigure}>{lostText(g)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Every theme: done blocks and the best credit test. */
export function PupilThemes({ themes }: { themes: PupilPageResponse['themes'] }) {
  const { _ } = useLingui();
  return (
    <section className={styles.block} aria-labelledby="themes-title">
      <h2 id="themes-title">{_('teacher.themesProgress')}</h2>
      <div className={tables.wrap}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{_('teacher.themeColumn')}</th>
              <th scope="col">{_('teacher.blocks')}</th>
              <th scope="col">{_('teacher.progress')}</th>
              <th scope="col">{_('teacher.credit')}</th>
            </tr>
          </thead>
          <tbody>
            {themes.map((t) => (
              <tr key={t.id}>
                <th scope="row">
                  {t.number}. {t.title}
                </th>
                <td>{_('teacher.partOf', { done: t.blocks_done, total: t.blocks_total })}</td>
                <td>
                  <ProgressBar value={t.progress} />
                </td>
                <td>{t.credit === null ? '—' : `${t.credit}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
