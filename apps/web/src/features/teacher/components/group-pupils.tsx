import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import type { PupilRow, TeacherGroup } from '@pdr/contract/teacher';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { useViewportWidth } from '@/hooks/use-viewport-width.ts';
import { useGroupPupils } from '../api/get-group-pupils.ts';
import { downloadPupilsCsv } from '../api/download-pupils-csv.ts';
import { PUPIL_COLUMNS, usePupilsTable } from '../hooks/use-pupils-table.ts';
import { groupTitle, ofGroup } from '@/components/invitation/group-name.ts';
import { LoadError } from './load-error.tsx';
import { PupilCards } from './pupil-cards.tsx';
import { PupilsTable } from './pupils-table.tsx';
import styles from './cabinet.module.css';

/** One empty list for every render while loading, so the table sees the same data until the answer comes. */
const NO_PUPILS: PupilRow[] = [];

/** Below this width the table turns into cards. */
const CARDS_BELOW_PX = 900;

/** The chosen group: a name filter, the CSV export and the pupils (a table, or cards on a phone). */
export function GroupPupils({ group }: { group: TeacherGroup }) {
  const { _ } = useLingui();
  const query = useGroupPupils(group.id);
  const pupils = query.data?.pupils ?? NO_PUPILS;
  const { table, sorting, setSorting, nameFilter, setNameFilter } = usePupilsTable(pupils);
  const cards = useViewportWidth() < CARDS_BELOW_PX;
  const [exporting, setExporting] = useState(false);
  const filterId = useId();
  const sortId = useId();
  const shown = table.getRowModel().rows.length;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPupilsCsv(group.id, group.name);
    } catch (error) {
      showPopup('error', error instanceof ApiError ? error.message : i18n._('teacher.downloadFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="group-title" aria-busy={query.isPending}>
      <div className={styles.sectionHead}>
        <h2 id="group-title" className={styles.sectionTitle}>
          {groupTitle(group.name)}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? _('teacher.downloading') : _('teacher.exportCsv')}
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label={_('teacher.loadingPupils')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : pupils.length === 0 ? (
        <div className={styles.empty}>
          <p>{_('teacher.noPupils')}</p>
          <ButtonLink to="/referal" size="sm">
            {_('teacher.openInvitations')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <div className={styles.tools}>
            <label htmlFor={filterId}>{_('teacher.searchByName')}</label>
            <input
              id={filterId}
              type="search"
              className={styles.filter}
              value={nameFilter}
              onChange={(e) => setNameFilter(e.target.value)}
              placeholder={_('teacher.searchPlaceholder')}
            />
            {cards ? (
              <>
                <label htmlFor={sortId}>{_('teacher.sort')}</label>
                <select
                  id={sortId}
                  className={styles.filter}
                  value={sorting[0]?.id ?? 'name'}
                  onChange={(e) => setSorting([{ id: e.target.value, desc: e.target.value !== 'name' }])}
                >
                  {PUPIL_COLUMNS.map((c) => (
                    <option key={c.id} value={c.id}>
                      {_(String(c.header))}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
          </div>
          <p className={styles.count} role="status">
            {nameFilter
              ? _('teacher.found', { shown, total: pupils.length })
              : _('teacher.pupils', { count: pupils.length })}
          </p>
          {shown === 0 ? (
            <p className={styles.empty}>{_('teacher.nobodyFound', { filter: nameFilter })}</p>
          ) : cards ? (
            <PupilCards table={table} />
          ) : (
            <PupilsTable table={table} caption={_('teacher.pupilsOf', { group: ofGroup(group.name) })} />
          )}
        </>
      )}
    </section>
  );
}
