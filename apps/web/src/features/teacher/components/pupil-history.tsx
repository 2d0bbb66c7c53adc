import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { PupilTest } from '@pdr/contract/teacher';
import { KyivTimeNote } from '@/components/ui/kyiv-time-note.tsx';
import { withCategory } from '@/lib/category-label.ts';
import { testTypeName } from '@/lib/glossary.ts';
import { formatDayTime } from '../utils/format.ts';
import styles from './pupil.module.css';
import tables from './table.module.css';

function duration(s: number): string {
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The pupil's latest tests, newest first. */
export function PupilHistory({ tests }: { tests: PupilTest[] }) {
  const { _ } = useLingui();
  return (
    <section className={styles.block} aria-labelledby="history-title">
      <h2 id="history-title">{_('teacher.history')}</h2>
      {tests.length === 0 ? (
        <p className={styles.muted}>{_('teacher.noTests')}</p>
      ) : (
        <div className={tables.wrap}>
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">{_('teacher.when')}</th>
                <th scope="col">{_('teacher.test')}</th>
                <th scope="col">{_('teacher.result')}</th>
                <th scope="col">{_('teacher.time')}</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((t) => (
                <tr key={t.id}>
                  <td>{formatDayTime(t.created_at)}</td>
                  <th scope="row">
                    {withCategory(testTypeName(t.type), t.category)}
                    {t.theme_number !== null ? _('teacher.themeNumber', { number: t.theme_number }) : ''}
                  </th>
                  <td>
                    <span className={t.passed ? styles.passed : styles.failed}>
                      {_(t.passed ? 'teacher.credited' : 'teacher.notCredited', {
                        correct: t.correct,
                        total: t.total,
                      })}
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
