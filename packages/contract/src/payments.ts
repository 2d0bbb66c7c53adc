import { z } from 'zod';
import { accountMessages, GROUP_CODE_LENGTH, normaliseGroupCode, personNameField } from './accounts.ts';
import { int2Schema, lineText } from './fields.ts';
import { localized } from './language.ts';

/**
 * Premium purchase (decision 060; /work/shared/spec/payments.md): one-off orders paid through a provider (LiqPay, or
 * the sandbox served by our own server). Premium is granted only by a verified callback that pays an order.
 */

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'reversed'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Statuses after which nothing more happens to the order unless the operator refunds it. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'failed', 'reversed'];

export const CATEGORY_COUNT_MAX = 20;

const ukPlural = new Intl.PluralRules('uk');
/** 1 день, 3 дні, 90 днів. */
function daysUk(days: number): string {
  const form = ukPlural.select(days);
  return `${days} ${form === 'one' ? 'день' : form === 'few' ? 'дні' : 'днів'}`;
}
const daysEn = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
const UAH_DIGITS = { minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;

export const paymentMessages = localized({
  uk: {
    days: daysUk,
    orderDescription: (days: number) => `Преміум-доступ до тренажера ПДР на ${daysUk(days)}`,
    subscribeFailed: 'Не вдалося підписатися',
    orderNotFound: 'Замовлення не знайдено',
    orderCreated: 'Замовлення створено. Перейдіть до оплати',
    unsubscribed: 'Неоплачені замовлення скасовано. Уже оплачений Преміум діє до кінця строку',
    nothingToUnsubscribe: 'Неоплачених замовлень немає. Уже оплачений Преміум діє до кінця строку',
    /** The sandbox checkout page (apps/api/src/modules/payments/checkout-page.ts). */
    trainer: 'Тренажер ПДР',
    checkoutTitle: 'Оплата Преміуму',
    testMode: 'Тестовий режим',
    checkOrder: 'Перевірте замовлення й підтвердьте оплату.',
    toPay: 'До сплати',
    term: 'Строк',
    purpose: 'Призначення',
    pay: 'Оплатити',
    decline: 'Відмовитися',
    orderPaid: 'Це замовлення вже оплачено.',
    orderDeclined: 'Від цього замовлення вже відмовилися. Щоб придбати Преміум, оформіть нове замовлення.',
    orderReversed: 'Оплату цього замовлення повернуто.',
    backToTrainer: 'Повернутися до тренажера',
    home: 'На головну',
    testPaymentNote:
      'Це тестова оплата: гроші не списуються, картка не потрібна. Справжні платежі приймає LiqPay.',
    badLink: 'Посилання недійсне',
    badLinkText: 'Посилання на оплату пошкоджене або застаріло. Оформіть замовлення ще раз.',
    /** 299 грн, 1 299,5 грн. */
    uah: (amount: number) => `${new Intl.NumberFormat('uk-UA', UAH_DIGITS).format(amount)} грн`,
  },
  en: {
    days: daysEn,
    orderDescription: (days: number) => `Premium access to the driving-theory trainer for ${daysEn(days)}`,
    subscribeFailed: 'Could not subscribe',
    orderNotFound: 'Order not found',
    orderCreated: 'Order created. Go on to payment',
    unsubscribed: 'Unpaid orders cancelled. Premium already paid for lasts until the end of its term',
    nothingToUnsubscribe:
      'There are no unpaid orders. Premium already paid for lasts until the end of its term',
    trainer: 'Driving-theory trainer',
    checkoutTitle: 'Premium payment',
    testMode: 'Test mode',
    checkOrder: 'Check the order and confirm the payment.',
    toPay: 'To pay',
    term: 'Term',
    purpose: 'Purpose',
    pay: 'Pay',
    decline: 'Decline',
    orderPaid: 'This order has already been paid.',
    orderDeclined: 'This order has already been declined. To buy Premium, place a new order.',
    orderReversed: 'The payment for this order has been refunded.',
    backToTrainer: 'Back to the trainer',
    home: 'Home page',
    testPaymentNote:
      'This is a test payment: no money is taken and no card is needed. Real payments go through LiqPay.',
    badLink: 'Invalid link',
    badLinkText: 'The payment link is damaged or has expired. Please place the order again.',
    uah: (amount: number) => `${new Intl.NumberFormat('en', UAH_DIGITS).format(amount)} UAH`,
  },
});

// The same name rule as registration and the profile.
const nameField = personNameField;

// ---- POST /register/finish ----
/**
 * Names are required only when the user has none (the server checks that, with the same messages); the group code
 * is ignored when the user already has a group.
 */
export const registerFinishBodySchema = z
  .object({
    last_name: nameField(() => accountMessages.lastNameRequired).optional(),
    first_name: nameField(() => accountMessages.firstNameRequired).optional(),
    categories: z
      .array(int2Schema(1), { error: () => accountMessages.categoriesRequired })
      .min(1, { error: () => accountMessages.categoriesRequired })
      .max(CATEGORY_COUNT_MAX, { error: () => accountMessages.categoriesRequired }),
    group_code: z
      .union([
        lineText()
          .max(32, { error: () => accountMessages.groupCodeFormat })
          .transform(normaliseGroupCode)
          .refine((code) => code.length === GROUP_CODE_LENGTH || code.length === 0, {
            error: () => accountMessages.groupCodeFormat,
          }),
        z.null(),
      ])
      .optional()
      .transform((code) => code || null),
  })
  .meta({ id: 'RegisterFinishRequest' });
export type RegisterFinishBody = z.input<typeof registerFinishBodySchema>;

export const registerFinishResponseSchema = z
  .object({
    link: z.string().describe('Checkout address of the new order'),
    message: z.string(),
    order_id: z.uuid(),
  })
  .meta({ id: 'RegisterFinishResponse' });
export type RegisterFinishResponse = z.infer<typeof registerFinishResponseSchema>;

// ---- POST /user/subscribe ----
export const subscribeResponseSchema = z
  .object({
    link: z.string().describe('Checkout address of the new order'),
    order_id: z.uuid(),
  })
  .meta({ id: 'SubscribeResponse' });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

// ---- POST /user/unsubscribe ----
export const unsubscribeResponseSchema = z
  .object({
    message: z.string(),
    cancelled: z.number().int().nonnegative().describe('Open (created/pending) orders cancelled'),
  })
  .meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

// ---- GET /orders/:id ----
export const orderParamsSchema = z.object({ id: z.uuid({ error: () => paymentMessages.orderNotFound }) });

export const orderResponseSchema = z
  .object({
    id: z.uuid(),
    status: orderStatusSchema,
    amount: z.number().nonnegative().describe('UAH, e.g. 299 (kopecks as a fraction)'),
    currency: z.literal('UAH'),
    days: z.number().int().positive(),
    description: z.string(),
    premium_until: z.iso.datetime({ offset: true }).nullable().describe("The user's Premium end, now"),
    premium_check: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    paid_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Order' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The checkout page's forms and the provider's callback post these two fields. */
export const signedPayloadSchema = z.object({
  data: z.string().min(1).max(16_384),
  signature: z.string().min(1).max(256),
});
export type SignedPayload = z.infer<typeof signedPayloadSchema>;

/** The user's answer on the sandbox checkout page. */
export const SANDBOX_DECISIONS = ['pay', 'decline'] as const;
export const sandboxDecisionBodySchema = signedPayloadSchema.extend({ decision: z.enum(SANDBOX_DECISIONS) });
