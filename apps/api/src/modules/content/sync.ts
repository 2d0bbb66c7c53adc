import { and, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface KindCounts {
  added: number;
  changed: number;
  retired: number;
}

/** Rows written per statement: well under PostgreSQL's 65,535 parameters, few round trips. */
export const BATCH_SIZE = 400;

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  return (a ?? null) === (b ?? null);
}

/** Whether every field of `wanted` equals the stored row's. */
export function sameRow(wanted: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  return Object.keys(wanted).every((key) => sameValue(wanted[key], stored[key]));
}

type RetirableTable = PgTable & { id: PgColumn; retiredAt: PgColumn };

/**
 * Brings one table with an integer id and a `retired_at` column in line with the pack: inserts new rows, updates
 * changed ones (a retired row that is back in the pack is changed: it is un-retired), and retires rows that are
 * no longer in the pack. Nothing is deleted, so learners' results keep pointing at real rows.
 */
export async function syncRetirable<Row extends { id: number; retiredAt: Date | null }>(
  tx: Tx,
  table: RetirableTable,
  wanted: readonly Row[],
  now: Date,
): Promise<KindCounts & { written: Set<number> }> {
  const stored = new Map<number, Record<string, unknown>>();
  for (const row of (await tx.select().from(table)) as Array<Record<string, unknown> & { id: number }>) {
    stored.set(row.id, row);
  }
  const wantedIds = new Set<number>();
  const write: Row[] = [];
  let added = 0;
  for (const row of wanted) {
    wantedIds.add(row.id);
    const old = stored.get(row.id);
    if (!old) added += 1;
    if (!old || !sameRow(row, old)) write.push(row);
  }
  await upsert(tx, table, write);
  const retire = [...stored.values()].filter((row) => !wantedIds.has(row.id as number) && row.retiredAt === null);
  for (const batch of chunks(retire.map((row) => row.id as number), 5000)) {
    await tx
      .update(table)
      .set({ retiredAt: now } as never)
      .where(and(inArray(table.id, batch), isNull(table.retiredAt)));
  }
  return {
    added,
    changed: write.length - added,
    retired: retire.length,
    written: new Set(write.map((row) => row.id)),
  };
}

/** `insert … on conflict (id) do update` in batches, setting every column to the new value. */
export async function upsert(tx: Tx, table: RetirableTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key !== 'id') set[key] = sql.raw(`excluded."${column.name}"`);
  }
  for (const batch of chunks(rows)) {
    await tx
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target: table.id, set });
  }
}
