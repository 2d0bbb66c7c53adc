import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import type { TheoryContentResponse } from '@pdr/contract/theory';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { theoryQueryOptions } from '../api/get-theory.ts';
import { useTheoryContent } from '../api/get-theory-content.ts';
import { BackLink } from './back-link.tsx';
import { ArrowIcon } from '@/components/ui/icons.tsx';
import { LoadError, NOT_FOUND } from './load-error.tsx';
import { TheoryBlock } from './theory-block.tsx';
import { TheoryGate } from './theory-gate.tsx';
import styles from './theory-content.module.css';

interface ContentProps {
  theoryId: number | null;
  contentId: number | null;
}

function ThemeNav({ theoryId, data }: { theoryId: number; data: TheoryContentResponse['data'] }) {
  const { _ } = useLingui();
  const { previous_theme: previous, next_theme: next } = data;
  if (!previous && !next) return null;
  return (
    <nav className={styles.nav} aria-label={_('theory.nav')}>
      {previous ? (
        <ButtonLink
          to={`/theory/${theoryId}/content/${previous.id}`}
          variant="secondary"
          className={styles.previous}
        >
          <ArrowIcon size={18} className={styles.flip} />
          {_('theory.previous')}
        </ButtonLink>
      ) : null}
      {next ? (
        <ButtonLink to={`/theory/${theoryId}/content/${next.id}`} className={styles.next}>
          {_('theory.next')}
          <ArrowIcon size={18} />
        </ButtonLink>
      ) : null}
    </nav>
  );
}

function Content({ theoryId, contentId }: ContentProps) {
  const { _ } = useLingui();
  const ids = theoryId !== null && contentId !== null ? { theoryId, contentId } : null;
  const valid = ids !== null;
  const content = useTheoryContent(theoryId ?? 0, contentId ?? 0, valid);
  // The theory's name for the way back, when its theme list was opened before (no extra request).
  const theory = useQuery({ ...theoryQueryOptions(theoryId ?? 0), enabled: false });
  const back = valid
    ? { to: `/theory/${theoryId}`, label: 'theory.backToThemes' }
    : { to: '/theory', label: 'theory.backToList' };
  const data = content.data?.data;

  // Moving to the previous or next theme starts reading at its title, as a new page would.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    if (shownId.current !== null && shownId.current !== contentId) titleRef.current?.focus();
    shownId.current = contentId;
  }, [data, contentId]);

  return (
    <article className={styles.page} aria-busy={valid && content.isPending}>
      <BackLink to={back.to}>{theory.data?.data.theory_name ?? _(back.label)}</BackLink>
      {data ? (
        <header className={styles.head}>
          <p className={styles.counter}>
            <span aria-hidden="true">
              {data.position}/{data.themes_count}
            </span>
            <span className="visually-hidden">
              {_('theory.position', { position: data.position, count: data.themes_count })}
            </span>
          </p>
          <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
            <span className={styles.titleNumber}>
              {_('theory.themeNumber', { number: data.content.number })}
            </span>{' '}
            {data.content.title}
          </h1>
        </header>
      ) : (
        <h1 className={styles.title}>{_('theory.title')}</h1>
      )}
      {!valid ? (
        <LoadError error={NOT_FOUND} back={back} />
      ) : content.isPending ? (
        <Spinner label={_('theory.loadingTheme')} />
      ) : content.isError ? (
        <LoadError
          error={content.error}
          back={back}
          onRetry={() => void content.refetch()}
          retrying={content.isFetching}
        />
      ) : (
        <>
          {content.data.data.content.blocks.length === 0 ? (
            <p className={styles.empty}>{_('theory.empty')}</p>
          ) : (
            content.data.data.content.blocks.map((block, index) => (
              <TheoryBlock key={index} block={block} topic={content.data.data.content.title} />
            ))
          )}
          {ids ? <ThemeNav theoryId={ids.theoryId} data={content.data.data} /> : null}
        </>
      )}
    </article>
  );
}

/** /theory/{theoryId}/content/{contentId}: a theme's blocks, its place among the themes, and the way on. */
export function TheoryContent(props: ContentProps) {
  return (
    <TheoryGate>
      <Content {...props} />
    </TheoryGate>
  );
}
