import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { FAVOURITES_RUN_SIZE, type Favourite } from '@pdr/contract/favourites';
import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFavourites, useToggleFavourite } from '@/hooks/use-favourites.ts';
import { useStartFavouritesRun } from '@/lib/favourites-run.ts';
import { useToken } from '@/lib/session.ts';
import styles from './favourites.module.css';

interface ThemeGroup {
  id: number;
  number: number;
  title: string;
  questions: Favourite[];
}

/** The starred questions by theme, in the themes' order; within a theme, newest first (the server's order). */
function byTheme(favourites: readonly Favourite[]): ThemeGroup[] {
  const groups = new Map<number, ThemeGroup>();
  for (const f of favourites) {
    let group = groups.get(f.theme_id);
    if (!group) {
      group = { id: f.theme_id, number: f.theme_number, title: f.theme_title, questions: [] };
      groups.set(f.theme_id, group);
    }
    group.questions.push(f);
  }
  return [...groups.values()].sort((a, b) => a.number - b.number);
}

/**
 * /favourites (issue 51, item 2): the learner's starred questions, by theme, each one can be unstarred here, and
 * 'Пройти обрані' runs up to 20 of them as a lesson.
 */
export function FavouritesPage() {
  const { _ } = useLingui();
  const token = useToken();
  const list = useFavourites(Boolean(token));
  const toggle = useToggleFavourite();
  const run = useStartFavouritesRun();
  if (!token) {
    return (
      <AccessPlug kind="sign-in" level={1} placement="screen" title={_('favourites.signInTitle')}>
        {_('favourites.signIn')}
      </AccessPlug>
    );
  }
  return (
    <section className={styles.page} aria-busy={list.isPending}>
      <h1>{_('favourites.title')}</h1>
      {list.isPending ? <Spinner label={_('favourites.loading')} /> : null}
      {list.isError ? (
        <div className={styles.failed} role="alert">
          <p>{_('favourites.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {_('favourites.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && list.data.favourites.length === 0 ? (
        <div className={styles.empty}>
          <h2>{_('favourites.emptyTitle')}</h2>
          <p>{_('favourites.empty')}</p>
          <ButtonLink to="/learn">{_('favourites.toLearn')}</ButtonLink>
        </div>
      ) : null}
      {list.data && list.data.favourites.length > 0 ? (
        <>
          <div className={styles.run}>
            <p className={styles.count}>{_('favourites.count', { count: list.data.count })}</p>
            <Button
              onClick={() => void run.start()}
              disabled={run.pending}
              aria-describedby="favourites-run-note"
            >
              {_('favourites.run')}
            </Button>
            <p id="favourites-run-note" className={styles.note}>
              {_('favourites.runNote', { count: Math.min(list.data.count, FAVOURITES_RUN_SIZE) })}
            </p>
          </div>
          {byTheme(list.data.favourites).map((group) => (
            <section key={group.id} className={styles.theme} aria-labelledby={`favourites-theme-${group.id}`}>
              <h2 id={`favourites-theme-${group.id}`}>
                {_('favourites.theme', { number: group.number, title: group.title })}
              </h2>
              <ul className={styles.list}>
                {group.questions.map((q) => (
                  <li key={q.question_id} className={styles.item}>
                    {q.image ? (
                      <img
                        className={styles.picture}
                        src={q.image}
                        alt={_('favourites.picture')}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    <p className={styles.text}>{q.text}</p>
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.remove}
                      aria-label={_('favourites.removeNamed', { text: q.text })}
                      onClick={() => void toggle(q.question_id, false, _('favourites.title'))}
                    >
                      {_('favourites.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}
