import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTeacherGroups } from '../api/get-teacher-groups.ts';
import { InvitationCard } from './invitation-card.tsx';
import { InvitationSheet } from '@/components/invitation/invitation-sheet.tsx';
import { LoadError } from './load-error.tsx';
import styles from './invitations.module.css';

/** /referal: an invitation for each of the teacher's groups (spec section 2). */
export function InvitationsPage() {
  const { _ } = useLingui();
  const query = useTeacherGroups(true);
  const [printId, setPrintId] = useState<number | null>(null);
  const groups = query.data?.groups ?? [];
  const printed = groups.find((g) => g.id === printId) ?? groups[0];

  // The browser's own print command (Ctrl+P) prints the first group; the card's button chooses another.
  useEffect(() => {
    const reset = () => setPrintId(null);
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);

  const print = (id: number) => {
    flushSync(() => setPrintId(id));
    window.print();
  };

  return (
    <div className={styles.page}>
      <PageTitle subtitle={_('teacher.invitationsSubtitle')}>{_('teacher.invitationsTitle')}</PageTitle>
      {query.isPending ? (
        <Spinner label={_('teacher.loadingGroups')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : groups.length === 0 ? (
        <section className={styles.empty}>
          <h2>{_('teacher.noGroups')}</h2>
          <p>{_('teacher.noGroupsInvitation')}</p>
        </section>
      ) : (
        <div className={styles.list}>
          {groups.map((group) => (
            <InvitationCard key={group.id} group={group} onPrint={() => print(group.id)} />
          ))}
        </div>
      )}
      <ButtonLink to="/teacher" variant="ghost">
        {_('teacher.toCabinet')}
      </ButtonLink>
      {printed ? <InvitationSheet group={printed} /> : null}
    </div>
  );
}
