import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import panel from '@/components/ui/panel.module.css';
import { useAdminFeedback } from '../api/get-feedback.ts';
import { useFeedbackDone } from '../api/mark-feedback-done.ts';
import { kyivTime, problemText } from './format.ts';
import styles from './admin.module.css';

/** Messages from the contact form: new ones first, each with 'Опрацьовано'. */
export function FeedbackPage() {
  const [state, setState] = useState<'new' | 'done'>('new');
  const query = useAdminFeedback(state);
  const done = useFeedbackDone();
  return (
    <section className={styles.section} aria-labelledby="admin-feedback">
      <h2 id="admin-feedback">Зворотний зв’язок</h2>
      <div className={styles.filters} role="group" aria-label="Які повідомлення">
        <Button
          variant={state === 'new' ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => setState('new')}
          aria-pressed={state === 'new'}
        >
          Нові
        </Button>
        <Button
          variant={state === 'done' ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => setState('done')}
          aria-pressed={state === 'done'}
        >
          Опрацьовані
        </Button>
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {query.isSuccess && query.data.messages.length === 0 ? <p>Повідомлень немає.</p> : null}
      <ul className={styles.list}>
        {query.data?.messages.map((m) => (
          <li key={m.id} className={`${panel.panel} ${styles.card}`}>
            <p className={styles.meta}>
              №{m.id} · {kyivTime(m.created_at)} · {m.name} · {m.phone}
            </p>
            <p className={styles.message}>{m.message}</p>
            {m.done_at ? (
              <p className={styles.status}>Опрацьовано {kyivTime(m.done_at)}</p>
            ) : (
              <div className={styles.actions}>
                <Button size="sm" onClick={() => done.mutate(m.id)} disabled={done.isPending}>
                  Опрацьовано
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
