import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { TheoryResponse } from '@pdr/contract/theory';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTheory } from '../api/get-theory.ts';
import { BackLink } from './back-link.tsx';
import { ArrowIcon } from '@/components/ui/icons.tsx';
import { LoadError, NOT_FOUND } from './load-error.tsx';
import { TheoryGate } from './theory-gate.tsx';
import styles from './theory.module.css';

const BACK = { to: '/theory', label: 'theory.backToList' };

function ThemeList({ theory }: { theory: TheoryResponse['data'] }) {
  const { _ } = useLingui();
  if (theory.themes.length === 0) return <p className={styles.empty}>{_('theory.themes.empty')}</p>;
  return (
    <ol className={styles.themeList}>
      {theory.themes.map((theme) => (
        <li key={theme.id} className={styles.themeRow}>
          <div className={styles.themeText}>
            <span className={styles.themeNumber}>{_('theory.themes.number', { number: theme.number })}</span>
            <span className={styles.themeTitle} id={`theory-theme-${theme.id}`}>
              {theme.title}
            </span>
          </div>
          <ButtonLink
            to={`/theory/${theory.theory_id}/content/${theme.id}`}
            size="sm"
            className={styles.studyButton}
            aria-describedby={`theory-theme-${theme.id}`}
          >
            {_('theory.study')}
            <ArrowIcon size={16} />
          </ButtonLink>
        </li>
      ))}
    </ol>
  );
}

function Themes({ theoryId }: { theoryId: number | null }) {
  const { _ } = useLingui();
  const theory = useTheory(theoryId ?? 0, theoryId !== null);
  const data = theory.data?.data;
  return (
    <section className={styles.page} aria-busy={theoryId !== null && theory.isPending}>
      <BackLink to={BACK.to}>{_('theory.title')}</BackLink>
      <PageTitle subtitle={data ? _('theory.themes.subtitle', { count: data.themes.length }) : undefined}>
        {data?.theory_name ?? _('theory.title')}
      </PageTitle>
      {theoryId === null ? (
        <LoadError error={NOT_FOUND} back={BACK} />
      ) : theory.isPending ? (
        <Spinner label={_('theory.themes.loading')} />
      ) : theory.isError ? (
        <LoadError
          error={theory.error}
          back={BACK}
          onRetry={() => void theory.refetch()}
          retrying={theory.isFetching}
        />
      ) : (
        <ThemeList theory={theory.data.data} />
      )}
    </section>
  );
}

/** /theory/{theoryId}: the theory's name and its themes, each with a 'Вивчати' link to its content. */
export function TheoryThemes({ theoryId }: { theoryId: number | null }) {
  return (
    <TheoryGate>
      <Themes theoryId={theoryId} />
    </TheoryGate>
  );
}
