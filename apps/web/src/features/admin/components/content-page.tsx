import { useId, useState } from 'react';
import type { AdminPackReport } from '@pdr/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import form from '@/components/ui/form.module.css';
import { useAdminContent } from '../api/get-content.ts';
import { usePackUpload } from '../api/upload-pack.ts';
import { problemText } from './format.ts';
import styles from './admin.module.css';

/** The content pack loaded now. */
export function ContentPage() {
  const query = useAdminContent();
  return (
    <section className={styles.section} aria-labelledby="admin-content">
      <h2 id="admin-content">Зміст</h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{problemText(query.error)}</p> : null}
      {query.data ? (
        <>
          <p>
            Версія змісту: {query.data.content_version}
            {query.data.demo ? ' (демонстраційний пакет)' : ''}. Тем: {query.data.themes}. Питань:{' '}
            {query.data.questions}; вилучених: {query.data.retired}.
          </p>
          <div className={styles.tableWrap} role="region" aria-label="Питання за категоріями">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Категорія</th>
                  <th scope="col">Питань</th>
                </tr>
              </thead>
              <tbody>
                {query.data.per_category.map((c) => (
                  <tr key={c.code}>
                    <td>{c.code}</td>
                    <td>{c.questions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <PackUpload />
    </section>
  );
}

/** Largest archive the server takes (ADMIN_PACK_MAX_BYTES). */
const MAX_BYTES = 50 * 1024 * 1024;

/** Import of a new pack version from an archive: 'Перевірити' first, then 'Імпортувати' the same file. */
function PackUpload() {
  const inputId = useId();
  const upload = usePackUpload();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; report: AdminPackReport } | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  const report = upload.data ?? null;
  const canImport = checked !== null && checked.file === file && checked.report.ok && !report?.imported;

  const run = (apply: boolean) => {
    if (!file) return;
    upload.mutate(
      { file, apply },
      {
        onSuccess: (result) => setChecked(apply ? null : { file, report: result }),
        onSettled: () => setConfirm(false),
      },
    );
  };

  return (
    <div className={styles.upload}>
      <h3>Новий пакет змісту</h3>
      <p className={styles.meta}>
        Архів .tar.gz до 50 МБ з файлами пакета (pack.json, themes.json, questions/, images/) у корені або в
        одній теці. Спершу перевірте: нічого не зміниться, доки ви не натиснете «Імпортувати».
      </p>
      <div className={styles.form}>
        <label className={form.label} htmlFor={inputId}>
          Архів пакета (.tar.gz)
        </label>
        <input
          id={inputId}
          className={styles.file}
          type="file"
          accept=".tar.gz,.tgz,application/gzip"
          onChange={(event) => {
            const next = event.target.files?.[0] ?? null;
            setFile(next);
            setTooBig(next !== null && next.size > MAX_BYTES);
            upload.reset();
          }}
        />
      </div>
      {tooBig ? <p role="alert">Архів завеликий: не більше 50 МБ</p> : null}
      <div className={styles.actions}>
        <Button disabled={!file || tooBig || upload.isPending} onClick={() => run(false)}>
          Перевірити
        </Button>
        <Button variant="danger" disabled={!canImport || upload.isPending} onClick={() => setConfirm(true)}>
          Імпортувати
        </Button>
      </div>
      {upload.isPending ? <Spinner /> : null}
      {upload.isError ? <p role="alert">{problemText(upload.error)}</p> : null}
      {report ? <PackReport report={report} /> : null}
      <Modal
        open={confirm}
        onOpenChange={setConfirm}
        title="Імпортувати пакет?"
        description="Зміст зміниться для всіх учнів одразу. Історія та статистика учнів збережуться."
        actions={
          <>
            <Button variant="danger" disabled={upload.isPending} onClick={() => run(true)}>
              Так, імпортувати
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              Ні
            </Button>
          </>
        }
      />
    </div>
  );
}

function PackReport({ report }: { report: AdminPackReport }) {
  const { summary } = report;
  return (
    <div role="status" className={styles.report}>
      <p>
        {report.imported
          ? `Пакет імпортовано. Версія змісту: ${report.content_version_before} → ${report.content_version_after}.`
          : report.ok
            ? 'Пакет пройшов перевірку. Нічого не змінено; щоб застосувати, натисніть «Імпортувати».'
            : `Пакет НЕ пройшов перевірку: помилок ${report.error_count}. Нічого не змінено.`}
      </p>
      <p className={styles.meta}>
        {report.pack ? `${report.pack.name}, версія ${report.pack.version}. ` : ''}Тем: {summary.themes},
        питань: {summary.questions}, теорій: {summary.theories}, картинок: {summary.images}. Попереджень:{' '}
        {report.warning_count}.
      </p>
      {report.counts.length > 0 ? (
        <div className={styles.tableWrap} role="region" aria-label="Що зміниться">
          <table className={`${styles.table} ${styles.counts}`}>
            <thead>
              <tr>
                <th scope="col">Вид</th>
                <th scope="col">Додано</th>
                <th scope="col">Змінено</th>
                <th scope="col">Виведено</th>
              </tr>
            </thead>
            <tbody>
              {report.counts.map((c) => (
                <tr key={c.kind}>
                  <td>{c.label}</td>
                  <td>{c.added}</td>
                  <td>{c.changed}</td>
                  <td>{c.retired}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.notes.length + report.problems.length > 0 ? (
        <ul className={styles.problems}>
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
          {report.problems.map((p, i) => (
            <li key={i}>
              {p.level === 'error' ? 'Помилка' : 'Увага'}: {p.file}
              {p.path === '$' ? '' : ` ${p.path}`}: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
