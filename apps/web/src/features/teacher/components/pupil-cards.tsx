import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { Table } from '@tanstack/react-table';
import type { PupilRow } from '@pdr/contract/teacher';
import { PUPIL_COLUMNS } from '../hooks/use-pupils-table.ts';
import { ProgressBar, PupilName, cellText } from './pupil-cells.tsx';
import styles from './cabinet.module.css';

const FACTS = ['category', 'themes', 'credits', 'exams', 'readiness', 'premium', 'activity'] as const;
const LABELS = new Map(PUPIL_COLUMNS.map((c) => [c.id, String(c.header)]));

/** The table on a phone: a card per pupil, in the same order and with the same filter as the table. */
export function PupilCards({ table }: { table: Table<PupilRow> }) {
  const { _ } = useLingui();
  return (
    <ul className={styles.cards}>
      {table.getRowModel().rows.map(({ original: p }) => (
        <li key={p.id} className={styles.card}>
          <PupilName pupil={p} />
          <ProgressBar value={p.progress} />
          <dl className={styles.facts}>
            {FACTS.map((id) => (
              <div key={id}>
                <dt>{_(LABELS.get(id) ?? '')}</dt>
                <dd>{cellText(id, p)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
