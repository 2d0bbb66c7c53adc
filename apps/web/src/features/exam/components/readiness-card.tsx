import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '@/components/ui/button.tsx';
import { useReadiness } from '../api/get-readiness.ts';
import { lostText } from '@/lib/score.ts';
import styles from './readiness-card.module.css';

function share(part: number, questions: number): string {
  return `${Math.round((part / Math.max(1, questions)) * 100)}%`;
}

/**
 * How ready the learner is for the real exam, from their own last exams as the server counts them
 * (docs/decisions): the share passed and the groups of questions where they lose points. Only exams of the active
 * category count, so the card names it.
 */
export function ReadinessCard({ withStart = false }: { withStart?: boolean }) {
  const { _ } = useLingui();
  const query = useReadiness();
  if (!query.data) return null;
  const r = query.data;
  return (
    <section className={styles.card} aria-labelledby="readiness-title">
      <h2 id="readiness-title" className={styles.title}>
        {_('exam.readinessTitle')}{' '}
        <span className={styles.category}>{_('exam.readinessCategory', { category: r.category })}</span>
      </h2>
      {r.percent === null ? (
        <p className={styles.lead}>
          {r.exams === 0 ? _('exam.noExams') : _('exam.examsTaken', { count: r.exams })}{' '}
          {_('exam.examsNeeded', { count: r.needed })}
        </p>
      ) : (
        <div className={styles.score}>
          <strong className={styles.percent}>{r.percent}%</strong>
          <p className={styles.lead}>{_('exam.passedOf', { passed: r.passed, count: r.exams })}</p>
          <div
            className={styles.meter}
            role="meter"
            aria-label={_('exam.passedShare')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={r.percent}
          >
            <span style={{ width: `${r.percent}%` }} />
          </div>
        </div>
      )}
      {r.groups.length > 0 ? (
        <div className={styles.groups}>
          <p className={styles.groupsTitle}>{_('exam.losePoints')}</p>
          <ul>
            {r.groups.map((g) => (
              <li key={g.group}>
                <span className={styles.groupName}>{g.label}</span>
                <span className={styles.groupCount}>{lostText(g)}</span>
                <span className={styles.groupBar} aria-hidden="true">
                  <span className={styles.mistakes} style={{ width: share(g.mistakes, g.questions) }} />
                  <span className={styles.unanswered} style={{ width: share(g.unanswered, g.questions) }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {withStart ? (
        <div>
          <ButtonLink to="/general" variant="secondary">
            {_('exam.take')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
