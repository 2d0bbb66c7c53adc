import { Spinner } from '@/components/ui/spinner.tsx';
import panel from '@/components/ui/panel.module.css';
import { useAudit } from '../api/get-audit.ts';
import { auditFields } from './audit-fields.ts';
import { kyivTime, problemText } from './format.ts';
import styles from './admin.module.css';

/** One side of a change, 'Було' or 'Стало', as labelled fields (audit-fields.ts). */
function AuditState({ title, state }: { title: string; state: unknown }) {
  const fields = auditFields(state);
  if (fields.length === 0) return <p className={styles.json}>{title}: —</p>;
  return (
    <div className={styles.json} role="group" aria-label={title}>
      {title}:
      <dl className={styles.auditFields}>
        {fields.map((f, i) => (
          <div key={i}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Who changed what and when, newest first: the console's operators and the command line. */
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
            <AuditState title="Було" state={e.before} />
            <AuditState title="Стало" state={e.after} />
          </li>
        ))}
      </ul>
    </section>
  );
}
