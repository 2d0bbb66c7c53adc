import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePupil } from '../api/get-pupil.ts';
import { groupTitle } from '@/components/invitation/group-name.ts';
import { formatDate, formatLastActivity, fullName, readinessLabel } from '../utils/format.ts';
import { LoadError } from './load-error.tsx';
import { ProgressBar, cellText } from './pupil-cells.tsx';
import { PupilHistory } from './pupil-history.tsx';
import { PupilThemes, WeakThemes } from './pupil-themes.tsx';
import styles from './pupil.module.css';
import page from './teacher.module.css';

/** /teacher/pupils/:pupilId: one pupil's progress by theme, weak themes, readiness and tests, for their teacher. */
export function PupilPage({ pupilId }: { pupilId: number }) {
  const { _ } = useLingui();
  const query = usePupil(pupilId, pupilId > 0);
  if (query.isPending && pupilId > 0) return <Spinner label={_('teacher.loadingPupil')} />;
  if (query.isError || pupilId <= 0) {
    const missing = pupilId <= 0 || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <div className={page.page}>
        <PageTitle>{_('teacher.pupil')}</PageTitle>
        {missing ? (
          <section className={page.plug} role="alert">
            <h2>{_('teacher.pupilNotFound')}</h2>
            <p>{_('teacher.pupilNotFoundText')}</p>
            <Link to="/teacher" className={page.back}>
              {_('teacher.toCabinet')}
            </Link>
          </section>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const data = query.data!;
  const p = data.pupil;
  return (
    <div className={page.page}>
      <Link to={`/teacher?group=${data.group.id}`} className={page.back}>
        ← {groupTitle(data.group.name)}
      </Link>
      <PageTitle subtitle={`${groupTitle(data.group.name)} · ${p.phone}`}>{fullName(p)}</PageTitle>
      <dl className={styles.summary}>
        <div>
          <dt>{_('teacher.preparesFor')}</dt>
          <dd>{p.active_category}</dd>
        </div>
        <div>
          <dt>{_('teacher.totalProgress')}</dt>
          <dd>
            <ProgressBar value={p.progress} />
          </dd>
        </div>
        <div>
          <dt>{_('teacher.themesDone')}</dt>
          <dd>{cellText('themes', p)}</dd>
        </div>
        <div>
          <dt>{_('teacher.creditsPassed')}</dt>
          <dd>{p.credits_passed}</dd>
        </div>
        <div>
          <dt>{_('teacher.exams30d')}</dt>
          <dd>{cellText('exams', p)}</dd>
        </div>
        <div>
          <dt>{_('teacher.readinessFor', { category: data.readiness.category })}</dt>
          <dd>{readinessLabel(p.readiness)}</dd>
        </div>
        <div>
          <dt>{_('teacher.premium')}</dt>
          <dd>
            {p.premium_until
              ? _('teacher.premiumUntil', { date: formatDate(p.premium_until) })
              : _('teacher.none')}
          </dd>
        </div>
        <div>
          <dt>{_('teacher.lastActivity')}</dt>
          <dd>{formatLastActivity(p.last_activity)}</dd>
        </div>
      </dl>
      <WeakThemes themes={data.weak_themes} readiness={data.readiness} answered={data.history.length > 0} />
      <PupilThemes themes={data.themes} />
      <PupilHistory tests={data.history} />
    </div>
  );
}
