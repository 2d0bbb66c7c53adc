import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/payments.ts';
import type { OrderStatus } from '@pdr/contract/payments';
import { ORDERS_PER_HOUR, roomInTheHour } from '../../lib/row-caps.ts';
import { rowsOf } from '../../db/rows.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Statuses a paying callback may move from (docs/decisions/062-granting-and-reversal.md). */
export const PAYABLE_STATUSES = ['created', 'pending', 'failed'] as const satisfies readonly OrderStatus[];
export const OPEN_STATUSES = ['created', 'pending'] as const satisfies readonly OrderStatus[];

export interface NewOpenOrder {
  id: string;
  userId: number;
  /** Kopecks. */
  amount: number;
  days: number;
  priceSource: OrderRow['priceSource'];
  groupId: number | null;
  provider: OrderRow['provider'];
  now: Date;
}

/**
 * Inserts the order unless the learner has an open one, which the partial unique index orders_one_open_idx
 * decides, also between requests running alongside on any instance, or made ORDERS_PER_HOUR in the last hour
 * (decision 130). The new row, 'taken' (an open order is there) or 'over-cap'.
 */
export async function insertOpenOrder(db: Db, o: NewOpenOrder): Promise<OrderRow | 'taken' | 'over-cap'> {
  const room = roomInTheHour('orders', o.userId, o.now, ORDERS_PER_HOUR);
  const at = sql`${o.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with room as (select ${room} as ok), made as (
      insert into orders (id, user_id, amount, days, price_source, group_id, provider, created_at, updated_at)
      select ${o.id}::uuid, ${o.userId}::integer, ${o.amount}::integer, ${o.days}::integer, ${o.priceSource}::text,
        ${o.groupId}::integer, ${o.provider}::text, ${at}, ${at}
      where (select ok from room)
      on conflict do nothing
      returning id
    )
    select (select count(*) from made)::integer as made, (select ok from room) as room`);
  const [row] = rowsOf<{ made: number; room: boolean }>(result);
  if (row && row.made > 0) return (await findOrder(db, o.id))!;
  return row?.room === false ? 'over-cap' : 'taken';
}

/** The learner's open order (created or pending); there is one at most. */
export async function findOpenOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_STATUSES])));
  return row;
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order with its owner's language, which the sandbox checkout page is shown in. */
export async function findOrderAndLanguage(
  db: Db,
  id: string,
): Promise<{ order: OrderRow; language: string } | undefined> {
  const [row] = await db
    .select({ order: orders, language: users.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

/** By id only: a group is found by its code through accounts' lookUpGroupCode, which limits guesses. */
export async function findGroupPrice(db: Db, id: number) {
  const [row] = await db
    .select({ id: groups.id, price: groups.premiumPrice, days: groups.premiumDays })
    .from(groups)
    .where(eq(groups.id, id));
  return row;
}

/** Moves an order between statuses only when it is still in one of `from`; returns the row when it moved. */
export async function moveOrder(
  db: Db,
  id: string,
  from: readonly OrderStatus[],
  set: Partial<NewOrder> & { status: OrderStatus },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row;
}

/** Locks the user's row until the transaction ends, so two orders of one learner extend Premium one after another. */
export async function lockPremiumUntil(db: Db, userId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? row.premiumUntil : undefined;
}

export async function updateBuyer(
  db: Db,
  userId: number,
  values: Partial<
    Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'categories' | 'activeCategory' | 'groupId'>
  >,
) {
  if (Object.keys(values).length > 0) await db.update(users).set(values).where(eq(users.id, userId));
}

export async function setPremiumUntil(db: Db, userId: number, premiumUntil: Date | null) {
  await db.update(users).set({ premiumUntil }).where(eq(users.id, userId));
}

export async function cancelOpenOrders(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_STATUSES])))
    .returning({ id: orders.id });
  return rows.length;
}

export async function listOrders(db: Db, filter: { phone?: string; status?: OrderStatus }, limit: number) {
  const where: SQL[] = [];
  if (filter.phone) where.push(eq(users.phone, filter.phone));
  if (filter.status) where.push(eq(orders.status, filter.status));
  return db
    .select({ order: orders, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
