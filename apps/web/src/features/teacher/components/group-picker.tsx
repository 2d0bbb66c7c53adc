import { Link } from 'react-router';
import type { TeacherGroup } from '@pdr/contract/teacher';
import { pupilsWord } from '../utils/format.ts';
import styles from './cabinet.module.css';

/** The teacher's groups with their pupil counts; the chosen one is marked for screen readers as current. */
export function GroupPicker({ groups, selected }: { groups: TeacherGroup[]; selected: number | null }) {
  return (
    <nav aria-label="Мої групи">
      <ul className={styles.groups}>
        {groups.map((g) => (
          <li key={g.id}>
            <Link
              to={`/teacher?group=${g.id}`}
              className={`${styles.group} ${g.id === selected ? styles.groupCurrent : ''}`}
              aria-current={g.id === selected ? 'page' : undefined}
              replace
            >
              <span className={styles.groupName}>{g.name}</span>
              <span className={styles.groupMeta}>{g.school_name}</span>
              <span className={styles.groupCount}>
                {g.pupils} {pupilsWord(g.pupils)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
