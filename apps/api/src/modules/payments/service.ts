import { randomUUID } from 'node:crypto';
import { accountMessages } from '@pdr/contract/accounts';
import {
  paymentMessages,
  type OrderResponse,
  type RegisterFinishBody,
  type RegisterFinishResponse,
} from '@pdr/contract/payments';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { categoriesByIds, premiumSettings } from '../accounts/repository.ts';
import { hasPremium } from '../premium/access.ts';
import { lookUpGroupCode, type AddressGuard } from '../accounts/address-limits.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repository.ts';
import { CAP_MESSAGES, overCap } from '../../lib/row-caps.ts';

export const CALLBACK_PATH = '/api/payments/callback';

/** What the purchase calls need: the database, the configured provider and the site's public address. */
export interface PurchaseContext {
  db: Db;
  provider: PaymentProvider;
  /** PUBLIC_URL, or the address the learner used; no trailing slash. */
  base: string;
}

export interface Price {
  /** Kopecks. */
  amount: number;
  days: number;
  source: 'default' | 'group';
  groupId: number | null;
}

/** The group's price and days when the group has them (each on its own), else the operator's default. */
export async function priceFor(db: Db, groupId: number | null): Promise<Price> {
  const [defaults, group] = await Promise.all([
    premiumSettings(db),
    groupId === null ? undefined : repo.findGroupPrice(db, groupId),
  ]);
  const own = group && (group.price !== null || group.days !== null);
  return {
    amount: (own && group.price !== null ? group.price : defaults.price) * 100,
    days: own && group.days !== null ? group.days : defaults.days,
    source: own ? 'group' : 'default',
    groupId: own ? group.id : null,
  };
}

/** How often a request looks again when the open order changed under it (another request, a callback). */
const OPEN_ORDER_TRIES = 3;

/** The same offer: what the learner would pay, for what, through which provider. */
function sameOffer(order: repo.OrderRow, price: Price, provider: PaymentProvider['name']): boolean {
  return (
    order.amount === price.amount &&
    order.days === price.days &&
    order.priceSource === price.source &&
    order.groupId === price.groupId &&
    order.provider === provider
  );
}

/**
 * The learner's one open order (decision 130): the open order when it is for the same offer, so a second click,
 * a second tab or fifty requests at once all get the same order and link; otherwise (the price, the days or the
 * provider changed) the open order is cancelled as POST /user/unsubscribe cancels it, and a new one is made. A
 * cancelled order's callback still pays it (repository.ts, PAYABLE_STATUSES), so a payment begun on the old
 * link is not lost.
 */
async function openOrder(ctx: PurchaseContext, userId: number, price: Price): Promise<repo.OrderRow> {
  for (let i = 0; i < OPEN_ORDER_TRIES; i++) {
    const open = await repo.findOpenOrder(ctx.db, userId);
    if (open && sameOffer(open, price, ctx.provider.name)) return open;
    if (open) await repo.moveOrder(ctx.db, open.id, repo.OPEN_STATUSES, { status: 'failed' });
    const made = await repo.insertOpenOrder(ctx.db, {
      id: randomUUID(),
      userId,
      amount: price.amount,
      days: price.days,
      priceSource: price.source,
      groupId: price.groupId,
      provider: ctx.provider.name,
      now: new Date(),
    });
    if (made === 'over-cap') throw overCap(CAP_MESSAGES.orders);
    // 'taken': a request alongside made the open order first; it is read next time round.
    if (made !== 'taken') return made;
  }
  throw new Error('the open order kept changing');
}

/** The order and its checkout link, made afresh each time, so a returned open order's link works as a new one's. */
export async function createOrder(ctx: PurchaseContext, userId: number, price: Price) {
  const order = await openOrder(ctx, userId, price);
  const link = ctx.provider.checkoutLink({
    id: order.id,
    base: ctx.base,
    amount: order.amount,
    description: paymentMessages.orderDescription(order.days),
    resultUrl: `${ctx.base}/#/premium/status/${order.id}`,
    serverUrl: `${ctx.base}${CALLBACK_PATH}`,
  });
  return { order, link };
}

/** POST /user/subscribe and registration with buy_premium: an order at the learner's own price. */
export async function subscribe(ctx: PurchaseContext, user: Pick<AuthUser, 'id' | 'groupId'>) {
  return createOrder(ctx, user.id, await priceFor(ctx.db, user.groupId));
}

/**
 * POST /register/finish: completes the purchase data, then makes the order. Names are taken only when the account
 * has none and the group code only when it has no group; categories are the learner's choice each time.
 */
export async function registerFinish(
  ctx: PurchaseContext,
  user: AuthUser,
  body: Omit<RegisterFinishBody, 'group_code'> & { group_code: string | null },
  guard: AddressGuard,
): Promise<RegisterFinishResponse> {
  const errors: Record<string, string> = {};
  const firstName = user.firstName ? undefined : body.first_name;
  const lastName = user.lastName ? undefined : body.last_name;
  if (!user.firstName && !firstName) errors.first_name = accountMessages.firstNameRequired;
  if (!user.lastName && !lastName) errors.last_name = accountMessages.lastNameRequired;
  const ids = [...new Set(body.categories)];
  const codeWanted = user.groupId === null && body.group_code !== null;
  const [cats, group] = await Promise.all([
    categoriesByIds(ctx.db, ids),
    // Through the shared limit: a hit here joins the teacher's group at its price (decision 129).
    codeWanted ? lookUpGroupCode(ctx.db, guard, body.group_code!) : undefined,
  ]);
  if (cats.length !== ids.length) errors.categories = accountMessages.categoryUnknown;
  if (codeWanted && !group) errors.group_code = accountMessages.groupCodeUnknown;
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const groupId = user.groupId ?? group?.id ?? null;
  const codes = cats.sort((a, b) => a.position - b.position).map((c) => c.code);
  await repo.updateBuyer(ctx.db, user.id, {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    categories: codes,
    // The active category stays one of the chosen ones (decision 128).
    ...(!codes.includes(user.activeCategory) && codes[0] ? { activeCategory: codes[0] } : {}),
    ...(groupId !== user.groupId ? { groupId } : {}),
  });
  const { order, link } = await createOrder(ctx, user.id, await priceFor(ctx.db, groupId));
  return { link, message: paymentMessages.orderCreated, order_id: order.id };
}

/** POST /user/unsubscribe (docs/decisions/063-unsubscribe.md): open orders are cancelled; paid days stay. */
export async function unsubscribe(db: Db, userId: number) {
  const cancelled = await repo.cancelOpenOrders(db, userId);
  return {
    message: cancelled > 0 ? paymentMessages.unsubscribed : paymentMessages.nothingToUnsubscribe,
    cancelled,
  };
}

/** GET /orders/:id: the learner's own order only; another's answers the same 404 as a missing one. */
export async function orderPayload(db: Db, user: AuthUser, id: string, now: Date): Promise<OrderResponse> {
  const order = await repo.findOrder(db, id);
  if (!order || order.userId !== user.id) throw notFound(paymentMessages.orderNotFound);
  return {
    id: order.id,
    status: order.status,
    amount: order.amount / 100,
    currency: 'UAH',
    days: order.days,
    description: paymentMessages.orderDescription(order.days),
    premium_until: user.premiumUntil?.toISOString() ?? null,
    premium_check: hasPremium(user.premiumUntil, now),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}
