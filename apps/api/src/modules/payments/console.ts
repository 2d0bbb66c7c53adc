import { eq } from 'drizzle-orm';
import { adminMessages, type AdminOrder, type AdminTariff } from '@pdr/contract/admin';
import type { OrderStatus } from '@pdr/contract/payments';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/settings.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { audit, type Operator } from '../admin/audit.ts';
import { CONSOLE_LIST_MAX } from '../admin/routes.ts';
import { reverseOrder } from './ledger.ts';
import { findOrder, listOrders, type OrderRow } from './repository.ts';

/** The console's orders, refund and tariff (decision 145); a refund and a new tariff go to the audit log. */

function orderOut(order: OrderRow, phone: string, firstName: string, lastName: string): AdminOrder {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    amount: order.amount,
    days: order.days,
    price_source: order.priceSource,
    provider: order.provider,
    phone,
    name: `${firstName} ${lastName}`.trim(),
  };
}

export async function ordersList(
  db: Db,
  filter: { phone?: string | undefined; status?: OrderStatus | undefined },
) {
  const rows = await listOrders(
    db,
    { ...(filter.phone ? { phone: filter.phone } : {}), ...(filter.status ? { status: filter.status } : {}) },
    CONSOLE_LIST_MAX,
  );
  return { orders: rows.map((r) => orderOut(r.order, r.phone, r.firstName, r.lastName)) };
}

export async function orderDetails(db: Db, id: string) {
  const order = await findOrder(db, id);
  if (!order) throw notFound(adminMessages.noOrder);
  const [user] = await db.select().from(users).where(eq(users.id, order.userId));
  return {
    order: {
      ...orderOut(order, user?.phone ?? '', user?.firstName ?? '', user?.lastName ?? ''),
      paid_at: order.paidAt?.toISOString() ?? null,
      reversed_at: order.reversedAt?.toISOString() ?? null,
      last_callback: order.lastCallback ?? null,
    },
  };
}

/** Refund as `npm run admin -- refund` does: the order is reversed and its days taken back, once. */
export async function refundOrder(op: Operator, id: string) {
  const order = await findOrder(op.db, id);
  if (!order) throw notFound(adminMessages.noOrder);
  const done = await reverseOrder(op.db, id, null, op.now);
  if (!done) throw new HttpError(409, adminMessages.notPaid);
  await audit(
    op.db,
    op.operatorId,
    'Замовлення: повернення',
    `Замовлення ${id}`,
    { status: order.status },
    { status: 'reversed', premium_until: done.premiumUntil?.toISOString() ?? null },
  );
  return { message: adminMessages.refunded, premium_until: done.premiumUntil?.toISOString() ?? null };
}

async function tariffRow(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) throw notFound('Налаштувань не знайдено');
  return row;
}

export async function tariff(db: Db): Promise<AdminTariff> {
  const row = await tariffRow(db);
  return { price: row.subscriptionPrice, days: row.premiumDays, former_price: row.formerPrice };
}

export async function setTariff(op: Operator, next: AdminTariff): Promise<AdminTariff> {
  const before = await tariff(op.db);
  await op.db
    .update(settings)
    .set({ subscriptionPrice: next.price, premiumDays: next.days, formerPrice: next.former_price })
    .where(eq(settings.id, 1));
  await audit(op.db, op.operatorId, 'Тариф: зміна', 'Преміум за замовчуванням', before, next);
  return tariff(op.db);
}
