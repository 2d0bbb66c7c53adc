import { Spinner } from '@/components/ui/spinner.tsx';
import panel from '@/components/ui/panel.module.css';
import { useAudit } from '../api/admin.ts';
import { kyivTime, problemText } from './format.ts';
import styles from './admin.module.css';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Who changed what and when, newest first. */
export function AuditPage() {
  const query = useAudit();
  return (
    <section className={styles.section} aria-labelledby="admin-audit">
      <h2 id="admin-audit">Журнал змін</h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {query.isSuccess && query.data.entries.length === 0 ? <p>Змін ще не було.</p> : null}
      <ul className={styles.list}>
        {query.data?.entries.map((e) => (
          <li key={e.id} className={`${panel.panel} ${styles.card}`}>
            <p className={styles.status}>
              {e.action} · {e.target}
            </p>
            <p className={styles.meta}>
              {kyivTime(e.at)} · {e.operator}
            </p>
            <p className={styles.json}>Було: {shown(e.before)}</p>
            <p className={styles.json}>Стало: {shown(e.after)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
