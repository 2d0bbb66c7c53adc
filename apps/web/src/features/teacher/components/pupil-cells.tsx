import '../i18n.ts';
import { Link } from 'react-router';
import type { PupilRow } from '@pdr/contract/teacher';
import { i18n } from '@/lib/i18n.ts';
import { formatDate, formatLastActivity, fullName, readinessLabel } from '../utils/format.ts';
import styles from './cabinet.module.css';

/** How each column's value reads, in the table and on the phone cards alike. */

export function PupilName({ pupil }: { pupil: PupilRow }) {
  return (
    <span className={styles.nameCell}>
      <Link to={`/teacher/pupils/${pupil.id}`} className={styles.pupilLink}>
        {fullName(pupil)}
      </Link>
      <span className={styles.phone}>{pupil.phone}</span>
    </span>
  );
}

export function ProgressBar({ value }: { value: number }) {
  return (
    <span className={styles.progress}>
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${value}%` }} />
      </span>
      <span>{value}%</span>
    </span>
  );
}

export function cellText(column: string, p: PupilRow): string {
  switch (column) {
    case 'category':
      return p.active_category;
    case 'premium':
      return p.premium_until ? formatDate(p.premium_until) : i18n._('teacher.none');
    case 'themes':
      return i18n._('teacher.partOf', { done: p.themes_done, total: p.themes_total });
    case 'credits':
      return String(p.credits_passed);
    case 'exams':
      return p.exams_taken_30d === 0
        ? i18n._('teacher.none')
        : i18n._('teacher.examsPassedOf', { passed: p.exams_passed_30d, taken: p.exams_taken_30d });
    case 'readiness':
      return readinessLabel(p.readiness);
    case 'activity':
      return formatLastActivity(p.last_activity);
    default:
      return '';
  }
}

export function PupilCell({ column, pupil }: { column: string; pupil: PupilRow }) {
  if (column === 'name') return <PupilName pupil={pupil} />;
  if (column === 'progress') return <ProgressBar value={pupil.progress} />;
  return <>{cellText(column, pupil)}</>;
}
