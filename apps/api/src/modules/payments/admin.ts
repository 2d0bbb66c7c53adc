import { eq } from 'drizzle-orm';
import { formatPhone, isValidPhone, normalisePhone } from '@pdr/contract/phone';
import { ORDER_STATUSES, type OrderStatus } from '@pdr/contract/payments';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { AdminError, type AdminCommand } from '../../lib/admin-command.ts';
import { reverseOrder } from './ledger.ts';
import { findOrder, listOrders } from './repository.ts';
import { KYIV_TIME_ZONE } from '../../lib/kyiv-day.ts';

export { PAYMENTS_USAGE } from './admin-usage.ts';

/** Operator commands for payments (npm run admin -- orders | refund | price); docs/accounts.md. */

const STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'створене',
  pending: 'очікує оплати',
  paid: 'оплачене',
  failed: 'не оплачене',
  reversed: 'повернене',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT_MAX = 1000;

const kyivTime = (d: Date) =>
  d.toLocaleString('uk-UA', { timeZone: KYIV_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const uah = (kopecks: number) => `${(kopecks / 100).toFixed(kopecks % 100 === 0 ? 0 : 2)} грн`;

function wholeNumber(value: string | undefined, what: string, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n <= 0 || n > max)
    throw new AdminError(`${what} має бути цілим числом від 1 до ${max}, а не «${value ?? ''}»`);
  return n;
}

async function orders(db: Db, options: Record<string, string | undefined>): Promise<string[]> {
  let phone: string | undefined;
  if (options.phone !== undefined) {
    phone = normalisePhone(options.phone);
    if (!isValidPhone(phone)) throw new AdminError(`Некоректний номер телефону: «${options.phone}»`);
  }
  const status = options.status as OrderStatus | undefined;
  if (status !== undefined && !ORDER_STATUSES.includes(status))
    throw new AdminError(`Невідомий стан «${options.status}». Стани: ${ORDER_STATUSES.join(', ')}`);
  const limit = options.limit === undefined ? 50 : wholeNumber(options.limit, 'Кількість', LIST_LIMIT_MAX);
  const rows = await listOrders(db, { ...(phone ? { phone } : {}), ...(status ? { status } : {}) }, limit);
  if (rows.length === 0) return ['Замовлень не знайдено.'];
  return rows.map(({ order, phone: p, firstName, lastName }) =>
    [
      order.id,
      kyivTime(order.createdAt),
      STATUS_LABELS[order.status],
      uah(order.amount),
      `${order.days} дн.`,
      order.priceSource === 'group' ? 'ціна групи' : 'звичайна ціна',
      order.provider,
      `${formatPhone(p)} ${firstName} ${lastName}`.trim(),
    ].join('  '),
  );
}

async function refund(db: Db, id: string | undefined, now: Date): Promise<string[]> {
  if (!id || !UUID.test(id)) throw new AdminError('Вкажіть id замовлення (див. orders): refund <id>');
  const order = await findOrder(db, id);
  if (!order) throw new AdminError(`Замовлення ${id} не знайдено`);
  const done = await reverseOrder(db, id, null, now);
  if (!done)
    throw new AdminError(`Замовлення ${id} ${STATUS_LABELS[order.status]}: повернути можна лише оплачене`);
  const until = done.premiumUntil;
  return [
    `Замовлення ${id} позначено поверненим; забрано ${order.days} дн. Преміуму.`,
    until && until > now ? `Преміум тепер діє до ${kyivTime(until)}.` : 'Преміум більше не діє.',
    ...(order.provider === 'liqpay' ? ['Поверніть гроші в кабінеті LiqPay, якщо ще не повернули.'] : []),
  ];
}

/** --former <грн> sets the real former price; --former 0 removes it (decision 092). */
function formerOption(value: string | undefined): { formerPrice?: number | null } {
  if (value === undefined) return {};
  return { formerPrice: value === '0' ? null : wholeNumber(value, 'Колишня ціна', 1_000_000) };
}

function formerLine(former: number | null, current: number): string {
  if (former === null) return 'Колишньої ціни немає: на картці Преміуму лише поточна ціна.';
  return former > current
    ? `Колишня ціна ${former} грн: картка Преміуму показує її закресленою.`
    : `Колишня ціна ${former} грн не вища за поточну, тож її не показано.`;
}

async function price(
  db: Db,
  positional: string[],
  options: Record<string, string | undefined>,
): Promise<string[]> {
  const former = formerOption(options.former);
  if (positional[0] === undefined && former.formerPrice === undefined)
    throw new AdminError('Вкажіть ціну в гривнях: price 299 [90] [--former 399]');
  const amount = positional[0] === undefined ? undefined : wholeNumber(positional[0], 'Ціна', 1_000_000);
  const days = positional[1] === undefined ? undefined : wholeNumber(positional[1], 'Кількість днів', 3650);
  const [row] = await db
    .update(settings)
    .set({
      ...(amount ? { subscriptionPrice: amount } : {}),
      ...(days ? { premiumDays: days } : {}),
      ...former,
    })
    .where(eq(settings.id, 1))
    .returning();
  if (!row) throw new AdminError('Налаштувань не знайдено: запустіть сервер хоча б раз');
  return [
    `Преміум за замовчуванням: ${row.subscriptionPrice} грн за ${row.premiumDays} дн.`,
    ...(options.former === undefined ? [] : [formerLine(row.formerPrice, row.subscriptionPrice)]),
  ];
}

/** The commands this module owns; cli/router.ts lists them with the other modules'. */
export const paymentsCommands: AdminCommand[] = [
  { name: 'orders', options: ['phone', 'status', 'limit'], run: (db, { options }) => orders(db, options) },
  { name: 'refund', run: (db, { positional }, now) => refund(db, positional[0], now) },
  {
    name: 'price',
    options: ['former'],
    run: (db, { positional, options }) => price(db, positional, options),
  },
];
