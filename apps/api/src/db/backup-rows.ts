import { BackupError } from './backup-error.ts';

export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Tables whose rows every start writes (db/seed.ts): a database holding only these counts as empty. */
const REFERENCE_TABLES = new Set(['categories', 'settings']);

/** The tables whose rows `backup` and `restore` report, with the Ukrainian word for their rows. */
export const COUNTED_TABLES: Record<string, string> = {
  users: 'користувачів',
  questions: 'питань',
  attempts: 'спроб',
  exam_sessions: 'іспитів',
  orders: 'замовлень',
};

export type RowCounts = Record<string, number>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the app's schema that hold rows beyond the reference ones; none means the database is empty. */
export async function tablesWithData(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const filled: string[] = [];
  for (const { name } of rows as { name: string }[]) {
    if (REFERENCE_TABLES.has(name)) continue;
    const { rows: found } = await query(`select exists (select 1 from public.${quoted(name)}) as filled`);
    if (found[0]?.filled === true) filled.push(name);
  }
  return filled;
}

export function refuseFilled(filled: string[]): void {
  if (filled.length === 0) return;
  const names = filled.slice(0, 5).join(', ') + (filled.length > 5 ? ', …' : '');
  throw new BackupError(
    `База даних не порожня (є записи в таблицях: ${names}). Відновлення замінить усі дані копією; якщо це й потрібно, повторіть команду з --force`,
  );
}

/** Rows of the counted tables that exist in this schema (an older one may lack some). */
export async function countRows(query: Query): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of Object.keys(COUNTED_TABLES)) {
    const { rows } = await query(`select to_regclass('public.${table}') is not null as present`);
    if (rows[0]?.present !== true) continue;
    const { rows: counted } = await query(`select count(*)::int as n from public.${quoted(table)}`);
    counts[table] = Number(counted[0]?.n ?? 0);
  }
  return counts;
}
