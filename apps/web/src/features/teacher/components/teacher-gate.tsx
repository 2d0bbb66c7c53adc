import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTeacherAccess } from '../hooks/use-teacher-access.ts';
import styles from './teacher.module.css';

/** Shows a teacher's screen only to a teacher; a guest is asked to sign in, a pupil is told it is not theirs. */
export function TeacherGate({ title, children }: { title: string; children: ReactNode }) {
  const access = useTeacherAccess();
  if (access === 'teacher') return children;
  if (access === 'loading') return <Spinner />;
  return (
    <div className={styles.page}>
      <PageTitle>{title}</PageTitle>
      <section className={styles.plug} role={access === 'pupil' ? 'alert' : undefined}>
        {access === 'guest' ? (
          <>
            <h2>Увійдіть як викладач</h2>
            <p>Кабінет викладача й запрошення до груп відкриваються після входу.</p>
            <ButtonLink to="/login">Увійти</ButtonLink>
          </>
        ) : (
          <>
            <h2>Цей розділ лише для викладачів</h2>
            <p>
              Тут викладачі автошкіл бачать прогрес своїх груп. Якщо ви викладач, зверніться до адміністратора
              сайту, щоб він надав вам доступ.
            </p>
            <ButtonLink to="/started_learn">До тестів</ButtonLink>
          </>
        )}
      </section>
    </div>
  );
}
