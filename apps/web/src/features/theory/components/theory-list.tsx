import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import '../i18n.ts';
import { THEORY_IMAGE_SIZE_PX } from '@pdr/contract/constants';
import type { TheorySummary } from '@pdr/contract/theory';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTheories } from '../api/get-theories.ts';
import { theoryMaterials } from '@/components/site/claims.ts';
import { useSiteClaims } from '@/components/site/seller-details.tsx';
import { BookIcon, ChevronIcon } from '@/components/ui/icons.tsx';
import { LoadError } from './load-error.tsx';
import { TheoryGate } from './theory-gate.tsx';
import styles from './theory.module.css';

function TheoryCard({ theory }: { theory: TheorySummary }) {
  const { _ } = useLingui();
  return (
    <Link className={styles.theoryCard} to={`/theory/${theory.id}`}>
      <span className={styles.theoryImage}>
        {theory.image_url ? (
          <img
            src={theory.image_url}
            alt=""
            width={THEORY_IMAGE_SIZE_PX}
            height={THEORY_IMAGE_SIZE_PX}
            loading="lazy"
          />
        ) : (
          <BookIcon size={28} />
        )}
      </span>
      <span className={styles.theoryText}>
        <span className={styles.theoryName}>{theory.name}</span>
        <span className={styles.theoryCount}>{_('theory.themeCount', { count: theory.theme_count })}</span>
      </span>
      <ChevronIcon direction="right" size={20} className={styles.chevron} />
    </Link>
  );
}

function Theories() {
  const { _ } = useLingui();
  const theories = useTheories(true);
  const materials = theoryMaterials(useSiteClaims());
  return (
    <section className={styles.page} aria-busy={theories.isPending} aria-labelledby="theory-list-title">
      <PageTitle subtitle={_('theory.list.subtitle', { materials })}>
        <span id="theory-list-title">{_('theory.title')}</span>
      </PageTitle>
      {theories.isPending ? <Spinner label={_('theory.list.loading')} /> : null}
      {theories.isError ? (
        <LoadError
          error={theories.error}
          back={{ to: '/', label: 'theory.toHome' }}
          onRetry={() => void theories.refetch()}
          retrying={theories.isFetching}
        />
      ) : null}
      {theories.data && theories.data.data.length === 0 ? (
        <p className={styles.empty}>{_('theory.list.empty')}</p>
      ) : null}
      {theories.data && theories.data.data.length > 0 ? (
        <ul className={styles.theoryList}>
          {theories.data.data.map((theory) => (
            <li key={theory.id}>
              <TheoryCard theory={theory} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /theory: the list of theories (signed-in Premium users). */
export function TheoryList() {
  return (
    <TheoryGate>
      <Theories />
    </TheoryGate>
  );
}
