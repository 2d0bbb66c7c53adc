import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTeacherAccess } from '../hooks/use-teacher-access.ts';
import styles from './teacher.module.css';

/** Shows a teacher's screen only to a teacher; a guest is asked to sign in, a pupil is told it is not theirs. */
export function TeacherGate({ title, children }: { title: string; children: ReactNode }) {
  const { _ } = useLingui();
  const access = useTeacherAccess();
  if (access === 'teacher') return children;
  if (access === 'loading') return <Spinner />;
  return (
    <div className={styles.page}>
      <PageTitle>{title}</PageTitle>
      <section className={styles.plug} role={access === 'pupil' ? 'alert' : undefined}>
        {access === 'guest' ? (
          <>
            <h2>{_('teacher.signInTitle')}</h2>
            <p>{_('teacher.signInText')}</p>
            <ButtonLink to="/login">{_('teacher.signIn')}</ButtonLink>
          </>
        ) : (
          <>
            <h2>{_('teacher.teachersOnly')}</h2>
            <p>{_('teacher.teachersOnlyText')}</p>
            <ButtonLink to="/started_learn">{_('teacher.toTests')}</ButtonLink>
          </>
        )}
      </section>
    </div>
  );
}
