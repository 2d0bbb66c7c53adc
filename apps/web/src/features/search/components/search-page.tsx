import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Question } from '@pdr/contract/learning';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LETTERS,
  searchWords,
  type SearchPlace,
} from '@pdr/contract/search-words';
import { AccessPlug } from '@/components/ui/access-plug.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOnline } from '@/hooks/use-online.ts';
import { ApiError } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useToken } from '@/lib/session.ts';
import { searchOnDevice } from '../offline-search.ts';
import { getSearch } from '../search-api.ts';
import { FoundQuestion, SavedQuestion } from './found-question.tsx';
import { Highlighted } from './highlighted.tsx';
import styles from './search.module.css';

/** How long typing pauses before the search is asked. */
const DEBOUNCE_MS = 300;

/** One result as the list shows it, from the server or from the device. */
interface Row {
  id: number;
  themeTitle: string;
  text: string;
  snippet: string;
  from: SearchPlace;
  image: string | null;
  locked: boolean;
  /** Found on the device: opens without the network. */
  saved?: Question;
}

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

const letters = (q: string) => searchWords(q).join('').length;

/**
 * /search (issue 51, item 1): the bank of the learner's active category searched as they type, the words marked,
 * each result with its theme and picture; a result opens in place with its right answer and comment (a Premium
 * theme's, without Premium, to the offer). With no network, the themes saved on the device are searched instead.
 */
export function SearchPage() {
  const { _ } = useLingui();
  const token = useToken();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const query = useDebounced(typed.trim());
  const [openId, setOpenId] = useState<number | null>(null);
  const inputId = useId();
  const statusId = useId();
  const ready = letters(query) >= SEARCH_MIN_LETTERS;

  // The query stays in the address, so that going back to the results finds them.
  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, params, setParams]);

  const server = useQuery({
    queryKey: queryKeys.search(query),
    queryFn: ({ signal }) => getSearch(query, signal),
    enabled: Boolean(token) && online && ready,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const unreachable = server.error instanceof ApiError && server.error.status === 0;
  const onDevice = !online || unreachable;
  const device = useQuery({
    queryKey: queryKeys.searchOnDevice(query),
    queryFn: () => searchOnDevice(query),
    enabled: Boolean(token) && onDevice && ready,
  });

  if (!token) {
    return (
      <AccessPlug kind="sign-in" level={1} placement="screen" title={_('search.signInTitle')}>
        {_('search.signIn')}
      </AccessPlug>
    );
  }

  const rows: Row[] | undefined = onDevice
    ? device.data?.map((m) => ({
        id: m.question.id,
        themeTitle: m.themeTitle,
        text: m.question.question,
        snippet: m.snippet,
        from: m.snippetFrom,
        image: m.question.image,
        locked: false,
        saved: m.question,
      }))
    : server.data?.results.map((r) => ({
        id: r.question_id,
        themeTitle: _('search.theme', { number: r.theme_number, title: r.theme_title }),
        text: r.text,
        snippet: r.snippet,
        from: r.snippet_from,
        image: r.image,
        locked: r.locked,
      }));
  const words = searchWords(query);
  const pending = ready && (onDevice ? device.isPending : server.isPending || server.isFetching);

  let status: ReactNode = null;
  if (typed.trim().length > 0 && letters(typed) < SEARCH_MIN_LETTERS) status = _('search.tooShort');
  else if (!ready) status = null;
  else if (pending && !rows) status = _('search.searching');
  else if (!onDevice && server.isError) status = null;
  else if (rows && rows.length === 0) status = onDevice ? _('search.noneOnDevice') : _('search.none');
  else if (rows) status = _('search.found', { count: rows.length });

  return (
    <section className={styles.page}>
      <h1>{_('search.title')}</h1>
      <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId}>{_('search.label')}</label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={_('search.placeholder')}
          aria-describedby={statusId}
          onChange={(e) => {
            setTyped(e.target.value);
            setOpenId(null);
          }}
        />
      </form>
      {onDevice ? (
        <p className={styles.offline} role="note">
          {_('search.offline')}
        </p>
      ) : null}
      <p id={statusId} className={styles.status} role="status" aria-live="polite" aria-busy={pending}>
        {status}
      </p>
      {!onDevice && server.isError ? (
        <div className={styles.failed} role="alert">
          <p>{server.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void server.refetch()}>
            {_('search.retry')}
          </Button>
        </div>
      ) : null}
      {!ready && !typed.trim() ? <p className={styles.hint}>{_('search.hint')}</p> : null}
      {ready && rows && rows.length > 0 ? (
        <ul className={styles.results} aria-label={_('search.results')}>
          {rows.map((row) => {
            const open = openId === row.id;
            const panelId = `search-result-${row.id}`;
            return (
              <li key={row.id} className={styles.result}>
                <button
                  type="button"
                  className={styles.resultButton}
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => setOpenId(open ? null : row.id)}
                >
                  {row.image ? (
                    <img className={styles.thumb} src={row.image} alt="" loading="lazy" decoding="async" />
                  ) : null}
                  <span className={styles.resultBody}>
                    <span className={styles.resultTheme}>
                      {row.themeTitle}
                      {row.locked ? <span className={styles.lock}>{_('search.premium')}</span> : null}
                    </span>
                    <span className={styles.resultText}>
                      <Highlighted text={row.text} words={words} />
                    </span>
                    {row.from !== 'text' ? (
                      <span className={styles.snippet}>
                        <span className={styles.snippetFrom}>
                          {row.from === 'answer' ? _('search.inAnswer') : _('search.inComment')}
                        </span>{' '}
                        <Highlighted text={row.snippet} words={words} />
                      </span>
                    ) : null}
                  </span>
                </button>
                {open ? (
                  <div id={panelId} className={styles.panel}>
                    {row.saved ? (
                      <SavedQuestion question={row.saved} />
                    ) : (
                      <FoundQuestion questionId={row.id} locked={row.locked} themeTitle={row.themeTitle} />
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
