import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { TeacherGroup } from '@pdr/contract/teacher';
import styles from './cabinet.module.css';

/** The teacher's groups with their pupil counts; the chosen one is marked for screen readers as current. */
export function GroupPicker({ groups, selected }: { groups: TeacherGroup[]; selected: number | null }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('teacher.myGroups')}>
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
              <span className={styles.groupCount}>{_('teacher.pupils', { count: g.pupils })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
