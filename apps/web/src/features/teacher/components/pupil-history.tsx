import type { PupilTest } from '@pdr/contract/teacher';
import { KyivTimeNote } from '@/components/ui/kyiv-time-note.tsx';
import { withCategory } from '@/lib/category-label.ts';
import { TEST_TYPE_NAMES } from '@/lib/glossary.ts';
import { formatDayTime } from '../utils/format.ts';
import styles from './pupil.module.css';
import tables from './table.module.css';

function duration(s: number): string {
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The pupil's latest tests, newest first. */
export function PupilHistory({ tests }: { tests: PupilTest[] }) {
  return (
    <section className={styles.block} aria-labelledby="history-title">
      <h2 id="history-title">Історія тестів</h2>
      {tests.length === 0 ? (
        <p className={styles.muted}>Учень ще не пройшов жодного тесту.</p>
      ) : (
        <div className={tables.wrap}>
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">Коли</th>
                <th scope="col">Тест</th>
                <th scope="col">Результат</th>
                <th scope="col">Час</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((t) => (
                <tr key={t.id}>
                  <td>{formatDayTime(t.created_at)}</td>
                  <th scope="row">
                    {withCategory(TEST_TYPE_NAMES[t.type], t.category)}
                    {t.theme_number !== null ? ` · тема ${t.theme_number}` : ''}
                  </th>
                  <td>
                    <span className={t.passed ? styles.passed : styles.failed}>
                      {t.correct} з {t.total} · {t.passed ? 'зараховано' : 'не зараховано'}
                    </span>
                  </td>
                  <td>{duration(t.time_s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {tests.length > 0 ? <KyivTimeNote className={styles.muted} /> : null}
    </section>
  );
}
