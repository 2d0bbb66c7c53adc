import { useId, useState } from 'react';
import type { AdminReportGroup } from '@pdr/contract/admin';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATE_LABELS,
  REPORT_STATES,
  type ReportReason,
  type ReportState,
} from '@pdr/contract/report-reasons';
import { Button } from '@/components/ui/button.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import panel from '@/components/ui/panel.module.css';
import { useAdminReports } from '../api/get-reports.ts';
import { useResolveReports } from '../api/resolve-reports.ts';
import { kyivTime, problemText } from './format.ts';
import styles from './admin.module.css';

/**
 * The reports queue, grouped by question: filters by state, reason and theme; 'Виправлено' / 'Відхилено'. With
 * `questionId` (from 'Складні питання') only that question's, until 'Усі питання'.
 */
export function ReportsPage({
  questionId = null,
  onAllQuestions,
}: {
  questionId?: number | null;
  onAllQuestions?: () => void;
}) {
  const [state, setState] = useState<ReportState>('open');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [theme, setTheme] = useState('');
  const query = useAdminReports(state, reason);
  const ids = { state: useId(), reason: useId(), theme: useId() };
  const groups = query.data?.groups ?? [];
  const themes = [...new Map(groups.map((g) => [String(g.theme_id), g.theme_title])).entries()];
  const shown = groups.filter(
    (g) => (!theme || String(g.theme_id) === theme) && (questionId === null || g.question_id === questionId),
  );

  return (
    <section className={styles.section} aria-labelledby="admin-reports">
      <h2 id="admin-reports">Повідомлення про помилки</h2>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label className={form.label} htmlFor={ids.state}>
            Стан
          </label>
          <select
            id={ids.state}
            className={form.input}
            value={state}
            onChange={(e) => setState(e.target.value as ReportState)}
          >
            {REPORT_STATES.map((s) => (
              <option key={s} value={s}>
                {REPORT_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={form.label} htmlFor={ids.reason}>
            Причина
          </label>
          <select
            id={ids.reason}
            className={form.input}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportReason | '')}
          >
            <option value="">Усі причини</option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={form.label} htmlFor={ids.theme}>
            Тема
          </label>
          <select
            id={ids.theme}
            className={form.input}
            value={theme}
            onChange={(e) => setTheme(e.target.value)}
          >
            <option value="">Усі теми</option>
            {themes.map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </div>
      </div>
      {questionId !== null ? (
        <p className={styles.meta}>
          Лише питання №{questionId}.{' '}
          <Button variant="ghost" size="sm" onClick={onAllQuestions}>
            Усі питання
          </Button>
        </p>
      ) : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {query.isSuccess && shown.length === 0 ? <p>Повідомлень немає.</p> : null}
      <ul className={styles.list}>
        {shown.map((g) => (
          <li key={g.question_id}>
            <ReportGroup group={g} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportGroup({ group }: { group: AdminReportGroup }) {
  const [note, setNote] = useState('');
  const resolve = useResolveReports();
  const noteId = useId();
  const heading = useId();
  const act = (state: 'fixed' | 'rejected') =>
    resolve.mutate({
      questionId: group.question_id,
      body: { state, ...(note.trim() ? { note: note.trim() } : {}) },
    });
  return (
    <article className={`${panel.panel} ${styles.card}`} aria-labelledby={heading}>
      <h3 id={heading}>
        Питання №{group.question_id}: {group.question_text}
      </h3>
      <p className={styles.meta}>
        {group.theme_title} · повідомлень: {group.count} · перше {kyivTime(group.first_at)} · останнє{' '}
        {kyivTime(group.last_at)}
      </p>
      {group.image ? <img className={styles.picture} src={group.image} alt="Малюнок до питання" /> : null}
      <ol className={styles.answers}>
        {group.answers.map((a) => (
          <li key={a.id} className={a.correct ? styles.right : undefined}>
            {a.text}
            {a.correct ? ' — правильна' : ''}
          </li>
        ))}
      </ol>
      {group.notes ? (
        <details>
          <summary>Коментар до питання</summary>
          <HtmlContent html={group.notes} />
        </details>
      ) : null}
      <ul className={styles.chips} aria-label="Причини">
        {Object.entries(group.reasons).map(([r, n]) => (
          <li key={r} className={styles.chip}>
            {REPORT_REASON_LABELS[r as ReportReason] ?? r}: {n}
          </li>
        ))}
      </ul>
      {group.comments.length > 0 ? (
        <ul className={styles.comments} aria-label="Коментарі">
          {group.comments.map((c, i) => (
            <li key={i}>
              {c.text} <span className={styles.meta}>({kyivTime(c.created_at)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {group.state === 'open' ? (
        <div className={styles.actions}>
          <label className={form.label} htmlFor={noteId}>
            Примітка
          </label>
          <textarea
            id={noteId}
            className={`${form.input} ${styles.note}`}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button onClick={() => act('fixed')} disabled={resolve.isPending}>
            Виправлено
          </Button>
          <Button variant="secondary" onClick={() => act('rejected')} disabled={resolve.isPending}>
            Відхилено
          </Button>
        </div>
      ) : (
        <p className={styles.status}>
          {REPORT_STATE_LABELS[group.state]}
          {group.note ? `: ${group.note}` : ''}
        </p>
      )}
      {resolve.isError ? <p role="alert">{problemText(resolve.error)}</p> : null}
    </article>
  );
}
