import { Button } from '@/components/ui/button.tsx';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { useStartReview } from '../hooks/use-start-review.ts';
import { dueText, questionsText } from './format.ts';
import styles from './repetition.module.css';
import { KyivTimeNote } from '@/components/ui/kyiv-time-note.tsx';

/** 'Повторення на сьогодні': how many questions are due today and tomorrow, and the button that starts them. */
export function DueCard() {
  const summary = useReviewSummary(true);
  const review = useStartReview();
  const s = summary.data;
  return (
    <section className={styles.due} aria-labelledby="due-title" aria-busy={summary.isPending}>
      <div className={styles.dueText}>
        <h2 id="due-title">Повторення на сьогодні</h2>
        {summary.isError ? <p role="alert">Виникла помилка!</p> : null}
        {s ? (
          <>
            <dl className={styles.dueCounts}>
              <div>
                <dt>Сьогодні</dt>
                <dd data-testid="due-today">{questionsText(s.due_today)}</dd>
              </div>
              <div>
                <dt>Завтра</dt>
                <dd>{questionsText(s.due_tomorrow)}</dd>
              </div>
            </dl>
            <p className={styles.dueNote}>{noteOf(s.due_today, s.total, s.next_due_at)}</p>
            {s.due_today === 0 && s.next_due_at ? <KyivTimeNote className={styles.dueNote} /> : null}
          </>
        ) : null}
      </div>
      {s && s.due_today > 0 ? (
        <Button variant="premium" size="lg" onClick={() => void review.start()} disabled={review.pending}>
          {review.pending ? 'Завантажуємо…' : 'Почати повторення'}
        </Button>
      ) : null}
    </section>
  );
}

function noteOf(dueToday: number, total: number, next: string | null): string {
  if (total === 0) return 'Питання з’являться тут після ваших перших уроків, заліків та іспитів.';
  if (dueToday > 0) {
    return `За раз — до 20 питань, спершу ті, що чекають найдовше. Правильна відповідь відкладає питання на довше.`;
  }
  return next
    ? `На сьогодні все повторено! Наступні питання — ${dueText(next)}.`
    : 'На сьогодні все повторено!';
}
