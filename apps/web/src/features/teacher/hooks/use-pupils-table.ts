import { useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { PupilRow } from '@pdr/contract/teacher';
import { fullName } from '../utils/format.ts';

const time = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));

/**
 * The columns of the group's table by what they sort on; how a cell looks is up to the table and the phone cards,
 * which share this one model (the same sorting and filter on both).
 */
export const PUPIL_COLUMNS: ColumnDef<PupilRow>[] = [
  {
    id: 'name',
    header: 'Учень',
    accessorFn: fullName,
    sortDescFirst: false,
    // A teacher types a name as they know it: first or last, any case, with or without ґ/г, ї/і spelt alike.
    filterFn: (row, _id, value: string) => fold(fullName(row.original)).includes(fold(value)),
    sortingFn: (a, b) => fullName(a.original).localeCompare(fullName(b.original), 'uk'),
  },
  // The category the pupil prepares for now: every figure of the row is that category's.
  { id: 'category', header: 'Категорія', accessorFn: (r) => r.active_category, sortDescFirst: false },
  { id: 'premium', header: 'Преміум до', accessorFn: (r) => time(r.premium_until) },
  { id: 'themes', header: 'Теми', accessorFn: (r) => r.themes_done },
  { id: 'progress', header: 'Прогрес', accessorFn: (r) => r.progress },
  { id: 'credits', header: 'Заліки', accessorFn: (r) => r.credits_passed },
  {
    id: 'exams',
    header: 'Іспити за 30 днів',
    accessorFn: (r) => r.exams_passed_30d * 1000 + r.exams_taken_30d,
  },
  { id: 'readiness', header: 'Готовність', accessorFn: (r) => r.readiness.percent ?? -1 },
  { id: 'activity', header: 'Остання активність', accessorFn: (r) => time(r.last_activity) },
];

function fold(text: string): string {
  return text.toLocaleLowerCase('uk').replace(/ґ/g, 'г').replace(/ї/g, 'і').trim();
}

export function usePupilsTable(pupils: PupilRow[]) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [nameFilter, setNameFilter] = useState('');
  // Stable between renders: a new filter array each time makes the table recompute its rows and reset its page,
  // which renders again, without end (and a navigation waiting for this screen to settle never finishes).
  const columnFilters = useMemo(() => (nameFilter ? [{ id: 'name', value: nameFilter }] : []), [nameFilter]);
  // The table object is used in this render only and never handed to a memoised child, so its functions going
  // stale is no risk here.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: pupils,
    columns: PUPIL_COLUMNS,
    state: { sorting, columnFilters },
    // No pages here: nothing to reset when the rows change.
    autoResetPageIndex: false,
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    // Numbers sort highest first on the first click: a teacher looks for who is ahead or who is behind.
    sortDescFirst: true,
  });
  return { table, sorting, setSorting, nameFilter, setNameFilter };
}
