import { Spinner } from '@/components/ui/spinner.tsx';
import { useAdminContent } from '../api/admin.ts';
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
          <p className={styles.meta}>
            Новий пакет завантажують командою{' '}
            <code>
              npm run content -- import <code>npm run content -- import</code> на серверіlt;тека
              <code>npm run content -- import</code> на серверіgt;
            </code>{' '}
            на сервері.
          </p>
        </>
      ) : null}
    </section>
  );
}
