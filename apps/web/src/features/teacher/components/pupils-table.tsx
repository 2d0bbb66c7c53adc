import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { Table } from '@tanstack/react-table';
import type { PupilRow } from '@pdr/contract/teacher';
import { PupilCell } from './pupil-cells.tsx';
import styles from './cabinet.module.css';
import tables from './table.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The group's pupils as a table: each header is a button that sorts by its column (aria-sort says how). */
export function PupilsTable({ table, caption }: { table: Table<PupilRow>; caption: string }) {
  const { _ } = useLingui();
  return (
    <div className={tables.wrap}>
      <table className={`${tables.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                    <button
                      type="button"
                      className={styles.sort}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {_(String(header.column.columnDef.header))}
                      <span className={styles.sortMark} aria-hidden="true">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) =>
                cell.column.id === 'name' ? (
                  <th key={cell.id} scope="row">
                    <PupilCell column="name" pupil={row.original} />
                  </th>
                ) : (
                  <td key={cell.id}>
                    <PupilCell column={cell.column.id} pupil={row.original} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
