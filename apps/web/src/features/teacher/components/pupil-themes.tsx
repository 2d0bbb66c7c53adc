import type { ReadinessResponse } from '@pdr/contract/exam';
import type { PupilPageResponse, WeakTheme } from '@pdr/contract/teacher';
import { ProgressBar } from './pupil-cells.tsx';
import styles from './pupil.module.css';
import tables from './table.module.css';
import { lostText } from '@/lib/score.ts';

const STRENGTH = { low: 'слабка', medium: 'середня' } as const;

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
  return (
    <section className={styles.block} aria-labelledby="weak-title">
      {/* Weak and medium themes both come here, each with its label: the heading names them both. */}
      <h2 id="weak-title">Теми для повторення</h2>
      {!answered ? (
        <p className={styles.muted}>Учень ще не відповідав на питання.</p>
      ) : themes.length === 0 ? (
        <p className={styles.muted}>
          Тем для повторення немає: у відповідях на пройдені теми 90% і більше правильних.
        </p>
      ) : (
        <ul className={styles.weak}>
          {themes.map((t) => (
            <li key={t.id} className={t.strength === 'low' ? styles.low : styles.medium}>
              <span>
                Тема {t.number}. {t.title}
              </span>
              <span className={styles.weakFigure}>
                {t.percent}% правильних ({t.correct} з {t.answered}) · {STRENGTH[t.strength]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {readiness.groups.length > 0 ? (
        <>
          <h3>Де учень втрачає бали в іспитах</h3>
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
  return (
    <section className={styles.block} aria-labelledby="themes-title">
      <h2 id="themes-title">Прогрес за темами</h2>
      <div className={tables.wrap}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">Тема</th>
              <th scope="col">Блоки</th>
              <th scope="col">Прогрес</th>
              <th scope="col">Залік</th>
            </tr>
          </thead>
          <tbody>
            {themes.map((t) => (
              <tr key={t.id}>
                <th scope="row">
                  {t.number}. {t.title}
                </th>
                <td>
                  {t.blocks_done} з {t.blocks_total}
                </td>
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
