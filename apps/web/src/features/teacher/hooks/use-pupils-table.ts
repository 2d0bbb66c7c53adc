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
 * The columns of the group's table by what they sort on (their headers are ids in the teacher's catalog); how a cell looks is up to the table and the phone cards,
 * which share this one model (the same sorting and filter on both).
 */
export const PUPIL_COLUMNS: ColumnDef<PupilRow>[] = [
  {
    id: 'name',
    header: 'teacher.pupil',
    accessorFn: fullName,
    sortDescFirst: false,
    // A teacher types a name as they know it: first or last, any case, with or without ґ/г, ї/і spelt alike.
    filterFn: (row, _id, value: string) => fold(fullName(row.original)).includes(fold(value)),
    sortingFn: (a, b) => fullName(a.original).localeCompare(fullName(b.original), 'uk'),
  },
  // The category the pupil prepares for now: every figure of the row is that category's.
  {
    id: 'category',
    header: 'teacher.colCategory',
    accessorFn: (r) => r.active_category,
    sortDescFirst: false,
  },
  { id: 'premium', header: 'teacher.colPremium', accessorFn: (r) => time(r.premium_until) },
  { id: 'themes', header: 'teacher.colThemes', accessorFn: (r) => r.themes_done },
  { id: 'progress', header: 'teacher.progress', accessorFn: (r) => r.progress },
  { id: 'credits', header: 'teacher.colCredits', accessorFn: (r) => r.credits_passed },
  {
    id: 'exams',
    header: 'teacher.exams30d',
    accessorFn: (r) => r.exams_passed_30d * 1000 + r.exams_taken_30d,
  },
  { id: 'readiness', header: 'teacher.colReadiness', accessorFn: (r) => r.readiness.percent ?? -1 },
  { id: 'activity', header: 'teacher.lastActivity', accessorFn: (r) => time(r.last_activity) },
];

/** Lower case, with ґ as г and ї as і (written as code points: no Ukrainian letters in the code, decision 170). */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('uk')
    .replace(/\u0491/g, '\u0433')
    .replace(/\u0457/g, '\u0456')
    .trim();
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
