import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { useProgressTotal } from '../api/get-progress-total.ts';
import { ProgressRing } from './progress-ring.tsx';
import panel from '@/components/ui/panel.module.css';
import styles from './pages.module.css';

/** The home page's progress section for a Premium learner. */
export function HomeProgress() {
  const { _ } = useLingui();
  const total = useProgressTotal(true);
  if (total.isError) {
    return (
      <p className={`${panel.panel} ${styles.progress}`} role="alert">
        {_('learning.home.failed')}
      </p>
    );
  }
  if (!total.data) return null;
  const t = total.data;
  // success and error count questions by the learner's latest answer to each; the rest are not answered yet, which
  // is no mistake.
  const notYet = Math.max(0, t.total - t.success - t.error);
  return (
    <section className={`${panel.panel} ${styles.progress}`} aria-labelledby="home-progress-title">
      <h2 id="home-progress-title">{_('learning.home.title')}</h2>
      <ProgressRing total={t} size={96} label={_('learning.ring', { progress: t.progress })} />
      <dl className={styles.statsGrid}>
        <div>
          <dt>{_('learning.home.themes')}</dt>
          <dd>{t.theme}</dd>
        </div>
        <div>
          <dt>{_('learning.home.exams')}</dt>
          <dd>{t.exam_pass}</dd>
        </div>
        <div>
          <dt>{_('learning.home.correct')}</dt>
          <dd>
            {t.success} / {t.total}
          </dd>
        </div>
        <div>
          <dt>{_('learning.home.mistakes')}</dt>
          <dd>{t.error}</dd>
        </div>
        <div>
          <dt>{_('learning.home.notYet')}</dt>
          <dd>{notYet}</dd>
        </div>
      </dl>
      <p className={styles.statsNote}>{_('learning.home.note')}</p>
      <div>
        <ButtonLink to="/repetition" variant="secondary">
          {_('learning.home.repeat')}
        </ButtonLink>
      </div>
    </section>
  );
}
