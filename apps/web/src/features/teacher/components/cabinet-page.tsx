import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTeacherGroups } from '../api/get-teacher-groups.ts';
import { GroupPicker } from './group-picker.tsx';
import { GroupPupils } from './group-pupils.tsx';
import { LoadError } from './load-error.tsx';
import styles from './teacher.module.css';

/** /teacher: the teacher's groups and, for the chosen one (the first by default), the table of its pupils. */
export function CabinetPage() {
  const { _ } = useLingui();
  const query = useTeacherGroups(true);
  const [params] = useSearchParams();
  const groups = query.data?.groups ?? [];
  const asked = Number(params.get('group'));
  const group = groups.find((g) => g.id === asked) ?? groups[0];
  const schools = [...new Set(groups.map((g) => g.school_name))].join(', ');
  return (
    <div className={styles.page}>
      <PageTitle subtitle={schools || _('teacher.pupilsProgress')}>{_('teacher.cabinet')}</PageTitle>
      <div className={styles.topActions}>
        <ButtonLink to="/referal" variant="secondary" size="sm">
          {_('teacher.invitations')}
        </ButtonLink>
      </div>
      {query.isPending ? (
        <Spinner label={_('teacher.loadingGroups')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !group ? (
        <section className={styles.plug}>
          <h2>{_('teacher.noGroups')}</h2>
          <p>{_('teacher.noGroupsText')}</p>
        </section>
      ) : (
        <>
          <GroupPicker groups={groups} selected={group.id} />
          <GroupPupils group={group} />
        </>
      )}
    </div>
  );
}
