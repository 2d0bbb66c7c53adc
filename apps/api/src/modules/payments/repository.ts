import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/payments.ts';
import type { OrderStatus } from '@pdr/contract/payments';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Statuses a paying callback may move from (docs/decisions/062-granting-and-reversal.md). */
export const PAYABLE_STATUSES = ['created', 'pending', 'failed'] as const satisfies readonly OrderStatus[];
export const OPEN_STATUSES = ['created', 'pending'] as const satisfies readonly OrderStatus[];

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findGroupPrice(db: Db, where: { id: number } | { code: string }) {
  const [row] = await db
    .select({ id: groups.id, price: groups.premiumPrice, days: groups.premiumDays })
    .from(groups)
    .where('id' in where ? eq(groups.id, where.id) : eq(groups.code, where.code));
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
