import { z } from 'zod';
import { idParamSchema, int4Schema, lineText, multilineText } from './fields.ts';
import { isValidPhone, normalisePhone } from './phone.ts';
import { REPORT_REASONS, REPORT_STATES } from './reports.ts';

/** The operator's console at /admin (decision 145): every call is for operators only. */

export const adminMessages = {
  notOperator: 'Цей розділ лише для операторів',
  noReports: 'Відкритих повідомлень про це питання немає',
  noFeedback: 'Повідомлення не знайдено',
  noOrder: 'Замовлення не знайдено',
  notPaid: 'Повернути можна лише оплачене замовлення',
  refunded: 'Замовлення повернено',
  saved: 'Збережено',
  badPhone: 'Некоректний номер телефону',
} as const;

const phoneFilter = lineText()
  .max(32, { error: adminMessages.badPhone })
  .transform(normalisePhone)
  .refine(isValidPhone, { error: adminMessages.badPhone });

const note = multilineText().pipe(z.string().max(1000, { error: 'Примітка задовга (до 1000 символів)' }));

export const adminReportsQuerySchema = z.object({
  reason: z.enum(REPORT_REASONS).optional(),
  state: z.enum(REPORT_STATES).default('open'),
  theme_id: idParamSchema().optional(),
});

export const adminReportGroupSchema = z.object({
  question_id: z.number(),
  theme_id: z.number(),
  theme_title: z.string(),
  question_text: z.string(),
  image: z.string().nullable(),
  /** The question's comment, sanitised HTML as learners see it. */
  notes: z.string(),
  answers: z.array(z.object({ id: z.number(), text: z.string(), correct: z.boolean() })),
  count: z.number(),
  reasons: z.record(z.string(), z.number()),
  comments: z.array(z.object({ text: z.string(), created_at: z.string() })),
  first_at: z.string(),
  last_at: z.string(),
  state: z.enum(REPORT_STATES),
  note: z.string().nullable(),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;
export const adminReportsResponseSchema = z.object({ groups: z.array(adminReportGroupSchema) });
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

export const adminQuestionParamsSchema = z.object({ questionId: idParamSchema() });
export const adminResolveBodySchema = z.object({
  state: z.enum(['fixed', 'rejected'], { error: 'Оберіть: Виправлено або Відхилено' }),
  note: note.optional(),
});
export type AdminResolveBody = z.infer<typeof adminResolveBodySchema>;
export const adminResolveResponseSchema = z.object({ resolved: z.number(), message: z.string() });

export const adminFeedbackQuerySchema = z.object({ state: z.enum(['new', 'done']).default('new') });
export const adminFeedbackResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      phone: z.string(),
      message: z.string(),
      created_at: z.string(),
      done_at: z.string().nullable(),
    }),
  ),
});
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;
export const adminIdParamsSchema = z.object({ id: idParamSchema() });

export const ORDER_STATES = ['created', 'pending', 'paid', 'failed', 'reversed'] as const;
export const adminOrdersQuerySchema = z.object({
  phone: phoneFilter.optional(),
  status: z.enum(ORDER_STATES, { error: 'Невідомий стан замовлення' }).optional(),
});
const adminOrderSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATES),
  amount: z.number(),
  days: z.number(),
  price_source: z.string(),
  provider: z.string(),
  phone: z.string(),
  name: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSchema) });
export const adminOrderParamsSchema = z.object({ id: z.uuid({ error: 'Некоректний id замовлення' }) });
export const adminOrderResponseSchema = z.object({
  order: adminOrderSchema.extend({
    paid_at: z.string().nullable(),
    reversed_at: z.string().nullable(),
    last_callback: z.unknown(),
  }),
});
export const adminRefundResponseSchema = z.object({
  message: z.string(),
  premium_until: z.string().nullable(),
});

export const adminTariffSchema = z.object({
  price: int4Schema(1, 1_000_000),
  days: int4Schema(1, 3650),
  former_price: int4Schema(1, 1_000_000).nullable(),
});
export type AdminTariff = z.infer<typeof adminTariffSchema>;

export const adminContentResponseSchema = z.object({
  content_version: z.number(),
  themes: z.number(),
  questions: z.number(),
  retired: z.number(),
  per_category: z.array(z.object({ code: z.string(), questions: z.number() })),
  demo: z.boolean().nullable(),
});

/** Upload of a content pack (.tar.gz) from the console: the body is the archive itself. */
export const ADMIN_PACK_MAX_BYTES = 50 * 1024 * 1024;
export const adminPackMessages = {
  tooBig: 'Архів завеликий: не більше 50 МБ',
  notArchive: 'Це не архів .tar.gz',
  damaged: 'Архів пошкоджений або порожній',
  noPack: 'В архіві немає pack.json: покладіть файли пакета в корінь архіву або в одну теку',
  invalid: 'Пакет має помилки; базу не змінено',
  busy: 'Уже триває інший імпорт. Спробуйте за хвилину',
} as const;

const packCountsSchema = z.object({ added: z.number(), changed: z.number(), retired: z.number() });

export const adminPackReportSchema = z.object({
  /** false: the pack has errors, nothing can be imported. */
  ok: z.boolean(),
  /** true only for an import that changed the database. */
  imported: z.boolean(),
  pack: z.object({ name: z.string(), version: z.string() }).nullable(),
  summary: z.object({ themes: z.number(), questions: z.number(), theories: z.number(), images: z.number() }),
  problems: z.array(
    z.object({
      level: z.enum(['error', 'warning']),
      file: z.string(),
      path: z.string(),
      message: z.string(),
    }),
  ),
  error_count: z.number(),
  warning_count: z.number(),
  /** What the import adds, changes and retires, kind by kind (as `npm run content -- import` prints); empty with errors. */
  counts: z.array(packCountsSchema.extend({ kind: z.string(), label: z.string() })),
  /** Lines about learners whose category the pack leaves without a full exam. */
  notes: z.array(z.string()),
  content_version_before: z.number(),
  content_version_after: z.number(),
});
export type AdminPackReport = z.infer<typeof adminPackReportSchema>;

export const adminAuditQuerySchema = z.object({ before: idParamSchema().optional() });
export const adminAuditResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      operator: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

const positiveOrNull = int4Schema(1, 1_000_000).nullable().optional();
const phoneField = lineText()
  .max(32, { error: adminMessages.badPhone })
  .transform(normalisePhone)
  .refine(isValidPhone, { error: adminMessages.badPhone });
const groupCodeField = lineText().pipe(
  z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length === 8, { error: 'Код групи має складатися з 8 цифр' }),
);

export const adminSchoolsQuerySchema = z.object({ code: groupCodeField.optional() });
export const adminSchoolsResponseSchema = z.object({
  schools: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      city: z.string().nullable(),
      groups: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          code: z.string(),
          teacher: z.string().nullable(),
          pupils: z.number(),
          premium_price: z.number().nullable(),
          premium_days: z.number().nullable(),
          /** A closed group's code joins nobody; its pupils keep their history. */
          closed: z.boolean(),
        }),
      ),
    }),
  ),
});
export type AdminSchoolsResponse = z.infer<typeof adminSchoolsResponseSchema>;
export const adminSchoolBodySchema = z.object({
  name: lineText().pipe(z.string().min(2, { error: 'Вкажіть назву' }).max(200, { error: 'Назва задовга' })),
  city: lineText()
    .pipe(z.string().max(100, { error: 'Назва міста задовга' }))
    .optional(),
});
export const adminGroupBodySchema = z.object({
  school_id: int4Schema(1),
  name: lineText().pipe(z.string().min(1, { error: 'Вкажіть назву' }).max(200, { error: 'Назва задовга' })),
  teacher_phone: phoneField.optional(),
  price: positiveOrNull,
  days: positiveOrNull,
});
export const adminSetTeacherBodySchema = z.object({ group_code: groupCodeField, phone: phoneField });
export const adminMovePupilBodySchema = z.object({ phone: phoneField, group_code: groupCodeField });
export const adminCloseGroupBodySchema = z.object({ group_code: groupCodeField });
export const adminLinesResponseSchema = z.object({ lines: z.array(z.string()) });

/** The free-Premium offer of the home page; null before a pack or the console set one. */
export const adminOfferSchema = z.object({
  title: lineText().pipe(
    z.string().min(2, { error: 'Вкажіть заголовок' }).max(200, { error: 'Заголовок задовгий' }),
  ),
  description: multilineText().pipe(
    z.string().min(2, { error: 'Вкажіть текст' }).max(2000, { error: 'Текст задовгий (до 2000 символів)' }),
  ),
  ends_at: z.iso.datetime({ offset: true, error: 'Вкажіть дату й час завершення' }),
  days: int4Schema(1, 3650),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferResponseSchema = z.object({ offer: adminOfferSchema.nullable() });
