import { KyivTimeNote } from '@/components/ui/kyiv-time-note.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEST_TYPE_NAMES } from '@/lib/glossary.ts';
import { kyivFormat } from '@/lib/kyiv-time.ts';
import { withCategory } from '@/lib/category-label.ts';
import { useToken } from '@/lib/session.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useStudentResults } from '../api/get-student-results.ts';
import { SignInPlug } from './sign-in-plug.tsx';
import styles from './pages.module.css';

const dateFormat = kyivFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** /my_test: the learner's finished tests. */
export function MyTestsScreen() {
  const token = useToken();
  const results = useStudentResults(Boolean(token));
  const user = useUser();
  if (!token) return <SignInPlug />;
  return (
    <section className={styles.history}>
      <h1>Мої тести</h1>
      {user ? <p className={styles.name}>{`${user.first_name} ${user.last_name}`}</p> : null}
      {results.isPending ? <Spinner label="Завантажуємо історію…" /> : null}
      {results.isError ? <p className={styles.failed}>Не вдалося отримати дані</p> : null}
      {results.data && results.data.length === 0 ? (
        <p className={styles.empty}>Ви ще не пройшли жодного тесту</p>
      ) : null}
      {results.data && results.data.length > 0 ? (
        // A keyboard must reach a scroll box to scroll it (WCAG 2.1.1): a named region in the tab order.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroll box is the control here
        <div className={styles.tableWrap} role="region" aria-label="Історія тестів" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Дата</th>
                <th scope="col">Тип</th>
                <th scope="col">Тема</th>
                <th scope="col">Результат</th>
                <th scope="col">Час</th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((r, i) => (
                // data-label names the cell where a phone shows each row as a card.
                <tr key={r.id}>
                  <td data-label="#">{i + 1}</td>
                  <td data-label="Дата">{dateFormat.format(new Date(r.date))}</td>
                  <td data-label="Тип">{withCategory(TEST_TYPE_NAMES[r.type], r.category)}</td>
                  <td data-label="Тема">{r.theme ? `${r.theme.number}. ${r.theme.title}` : '—'}</td>
                  <td data-label="Результат">
                    {r.result} / {r.count_question}
                  </td>
                  <td data-label="Час">{r.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {results.data && results.data.length > 0 ? <KyivTimeNote className={styles.empty} /> : null}
    </section>
  );
}
