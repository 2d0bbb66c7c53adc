import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { Button } from '@/components/ui/button.tsx';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { useStartReview } from '../hooks/use-start-review.ts';
import { dueText } from './format.ts';
import styles from './repetition.module.css';
import { KyivTimeNote } from '@/components/ui/kyiv-time-note.tsx';

/** 'Повторення на сьогодні': how many questions are due today and tomorrow, and the button that starts them. */
export function DueCard() {
  const { _ } = useLingui();
  const summary = useReviewSummary(true);
  const review = useStartReview();
  const s = summary.data;
  return (
    <section className={styles.due} aria-labelledby="due-title" aria-busy={summary.isPending}>
      <div className={styles.dueText}>
        <h2 id="due-title">{_('repetition.due.title')}</h2>
        {summary.isError ? <p role="alert">{_('repetition.error')}</p> : null}
        {s ? (
          <>
            <dl className={styles.dueCounts}>
              <div>
                <dt>{_('repetition.due.today')}</dt>
                <dd data-testid="due-today">{_('repetition.questions', { count: s.due_today })}</dd>
              </div>
              <div>
                <dt>{_('repetition.due.tomorrow')}</dt>
                <dd>{_('repetition.questions', { count: s.due_tomorrow })}</dd>
              </div>
            </dl>
            <p className={styles.dueNote}>{_(...noteOf(s.due_today, s.total, s.next_due_at))}</p>
            {s.due_today === 0 && s.next_due_at ? <KyivTimeNote className={styles.dueNote} /> : null}
          </>
        ) : null}
      </div>
      {s && s.due_today > 0 ? (
        <Button variant="premium" size="lg" onClick={() => void review.start()} disabled={review.pending}>
          {review.pending ? _('repetition.loading') : _('repetition.due.start')}
        </Button>
      ) : null}
    </section>
  );
}

/** The note under the counts: its id and values. */
function noteOf(dueToday: number, total: number, next: string | null): [string, Record<string, string>?] {
  if (total === 0) return ['repetition.note.empty'];
  if (dueToday > 0) return ['repetition.note.due'];
  return next ? ['repetition.note.doneNext', { when: dueText(next) }] : ['repetition.note.done'];
}
