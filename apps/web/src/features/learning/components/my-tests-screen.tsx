import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { Language } from '@pdr/contract/language';
import { KyivTimeNote } from '@/components/ui/kyiv-time-note.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { withCategory } from '@/lib/category-label.ts';
import { testTypeName } from '@/lib/glossary.ts';
import { kyivFormat } from '@/lib/kyiv-time.ts';
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

/** The language an exam was taken in, named in its row (decision 171). */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  uk: 'learning.history.inUkrainian',
  en: 'learning.history.inEnglish',
};

/** /my_test: the learner's finished tests. */
export function MyTestsScreen() {
  const { _ } = useLingui();
  const token = useToken();
  const results = useStudentResults(Boolean(token));
  const user = useUser();
  if (!token) return <SignInPlug />;
  return (
    <section className={styles.history}>
      <h1>{_('learning.history.title')}</h1>
      {user ? <p className={styles.name}>{`${user.first_name} ${user.last_name}`}</p> : null}
      {results.isPending ? <Spinner label={_('learning.history.loading')} /> : null}
      {results.isError ? <p className={styles.failed}>{_('learning.history.failed')}</p> : null}
      {results.data && results.data.length === 0 ? (
        <p className={styles.empty}>{_('learning.history.empty')}</p>
      ) : null}
      {results.data && results.data.length > 0 ? (
        // A keyboard must reach a scroll box to scroll it (WCAG 2.1.1): a named region in the tab order.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroll box is the control here
        <div className={styles.tableWrap} role="region" aria-label={_('learning.history.label')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{_('learning.history.date')}</th>
                <th scope="col">{_('learning.history.type')}</th>
                <th scope="col">{_('learning.history.theme')}</th>
                <th scope="col">{_('learning.history.result')}</th>
                <th scope="col">{_('learning.history.time')}</th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((r, i) => (
                // data-label names the cell where a phone shows each row as a card.
                <tr key={r.id}>
                  <td data-label="#">{i + 1}</td>
                  <td data-label={_('learning.history.date')}>{dateFormat.format(new Date(r.date))}</td>
                  <td data-label={_('learning.history.type')}>
                    {withCategory(testTypeName(r.type), r.category)}
                    {r.language ? ` · ${_(LANGUAGE_NAMES[r.language])}` : ''}
                  </td>
                  <td data-label={_('learning.history.theme')}>
                    {r.theme ? `${r.theme.number}. ${r.theme.title}` : '—'}
                  </td>
                  <td data-label={_('learning.history.result')}>
                    {r.result} / {r.count_question}
                  </td>
                  <td data-label={_('learning.history.time')}>{r.time}</td>
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
