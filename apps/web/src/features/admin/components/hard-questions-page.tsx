import { useId, useState } from 'react';
import { CATEGORY_CODES, type CategoryCode } from '@pdr/contract/catalog';
import { STATS_MIN_LEARNERS } from '@pdr/contract/stats';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import panel from '@/components/ui/panel.module.css';
import { useHardQuestions } from '../api/get-hard-questions.ts';
import { kyivTime, problemText } from './format.ts';
import styles from './admin.module.css';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * 'Складні питання' (issue 51, item 4): per category, the questions with at least 30 learners' first answers that
 * are answered right least often; a question whose most chosen answer is not the key is marked as a likely error
 * in the bank and listed first. Each leads to its reports.
 */
export function HardQuestionsPage({ onReports }: { onReports: (questionId: number) => void }) {
  const [category, setCategory] = useState<CategoryCode>('B');
  const query = useHardQuestions(category);
  const categoryId = useId();
  const list = query.data?.questions ?? [];
  return (
    <section className={styles.section} aria-labelledby="admin-hard">
      <h2 id="admin-hard">Складні питання</h2>
      <p className={styles.meta}>
        За першими відповідями учнів, від {STATS_MIN_LEARNERS} учнів на питання
        {query.data ? `; дані на ${kyivTime(query.data.refreshed_at)}, оновлюються раз на 5 хвилин` : ''}.
      </p>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label className={form.label} htmlFor={categoryId}>
            Категорія
          </label>
          <select
            id={categoryId}
            className={form.input}
            value={category}
            onChange={(e) => setCategory(e.target.value as CategoryCode)}
          >
            {CATEGORY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {query.isSuccess && list.length === 0 ? (
        <p>Поки немає питань, на які відповіли щонайменше {STATS_MIN_LEARNERS} учнів.</p>
      ) : null}
      <ol className={styles.list}>
        {list.map((q) => (
          <li key={q.question_id}>
            <article className={`${panel.panel} ${styles.card}`} aria-labelledby={`hard-${q.question_id}`}>
              <h3 id={`hard-${q.question_id}`}>
                Питання №{q.question_id}: {q.text}
              </h3>
              <p className={styles.meta}>
                Тема {q.theme_number}. {q.theme_title} · учнів: {q.learners} · правильно:{' '}
                {percent(q.right_share)}
              </p>
              {q.top_is_key ? null : (
                <p className={styles.warning}>
                  <strong>Ймовірна помилка ключа:</strong> найчастіше обирають «{q.top_answer.text}» (
                  {percent(q.top_answer.learners / q.learners)}), а правильною позначено іншу відповідь.
                </p>
              )}
              <div className={styles.actions}>
                <Button variant="secondary" size="sm" onClick={() => onReports(q.question_id)}>
                  {q.open_reports > 0 ? `Повідомлення (${q.open_reports})` : 'Повідомлення'}
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
