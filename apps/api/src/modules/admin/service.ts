import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  adminMessages,
  type AdminOffer,
  type AdminAuditResponse,
  type AdminFeedbackResponse,
  type AdminOrder,
  type AdminReportGroup,
  type AdminReportsResponse,
  type AdminResolveBody,
  type AdminSchoolsResponse,
  type AdminTariff,
} from '@pdr/contract/admin';
import { CATEGORY_CODES } from '@pdr/contract/catalog';
import type { ReportReason, ReportState } from '@pdr/contract/reports';
import type { OrderStatus } from '@pdr/contract/payments';
import type { Db } from '../../db/client.ts';
import { formatPhone } from '@pdr/contract/phone';
import { groups, schools, users } from '../../db/schema/accounts.ts';
import { AdminError } from '../../lib/admin-command.ts';
import { questionReports } from '../../db/schema/admin.ts';
import { answers, freePremiumOffer, questions, themes } from '../../db/schema/content.ts';
import { feedback } from '../../db/schema/repetition.ts';
import { settings, siteInfo } from '../../db/schema/settings.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { forCategory } from '../content/categories.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { absoluteImageUrl, notesHtml } from '../study/payload.ts';
import { reverseOrder } from '../payments/ledger.ts';
import { findOrder, listOrders, type OrderRow } from '../payments/repository.ts';
import { audit, auditEntries } from './audit.ts';

/**
 * The console's operations (decision 145). Each composes the owning module's functions and tables and writes what it
 * changed to the audit log; the rules stay with the modules (payments' ledger reverses an order, and so on).
 */
export interface Operator {
  db: Db;
  /** The operator's user id; null when the command line calls. */
  operatorId: number | null;
  now: Date;
}

/** Report rows read for one queue page; groups are formed from them. */
const QUEUE_ROWS = 5000;
const LIST_MAX = 200;

export async function reportQueue(
  db: Db,
  filter: { state: ReportState; reason?: ReportReason | undefined; theme_id?: number | undefined },
): Promise<AdminReportsResponse> {
  const where: SQL[] = [eq(questionReports.state, filter.state)];
  if (filter.reason) where.push(eq(questionReports.reason, filter.reason));
  if (filter.theme_id) where.push(eq(questions.themeId, filter.theme_id));
  const rows = await db
    .select({
      report: questionReports,
      themeId: questions.themeId,
      themeTitle: themes.title,
      text: questions.text,
      image: questions.image,
      notes: questions.notes,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(themes, eq(themes.id, questions.themeId))
    .where(and(...where))
    .orderBy(desc(questionReports.updatedAt))
    .limit(QUEUE_ROWS);
  const groups = new Map<number, AdminReportGroup>();
  for (const row of rows) {
    const r = row.report;
    let g = groups.get(r.questionId);
    if (!g) {
      g = {
        question_id: r.questionId,
        theme_id: row.themeId,
        theme_title: row.themeTitle,
        question_text: row.text,
        // Relative to this server: the console is served from it.
        image: row.image ? absoluteImageUrl('', row.image) : null,
        notes: notesHtml('', row.notes),
        answers: [],
        count: 0,
        reasons: {},
        comments: [],
        first_at: r.createdAt.toISOString(),
        last_at: r.updatedAt.toISOString(),
        state: r.state,
        note: r.note,
      };
      groups.set(r.questionId, g);
    }
    g.count += 1;
    g.reasons[r.reason] = (g.reasons[r.reason] ?? 0) + 1;
    if (r.comment) g.comments.push({ text: r.comment, created_at: r.updatedAt.toISOString() });
    if (r.createdAt.toISOString() < g.first_at) g.first_at = r.createdAt.toISOString();
    g.note ??= r.note;
  }
  const list = [...groups.values()]
    .sort((a, b) => b.count - a.count || b.last_at.localeCompare(a.last_at))
    .slice(0, LIST_MAX);
  if (list.length > 0) {
    const rowsOfAnswers = await db
      .select({
        id: answers.id,
        questionId: answers.questionId,
        text: answers.text,
        correct: answers.correct,
      })
      .from(answers)
      .where(
        inArray(
          answers.questionId,
          list.map((g) => g.question_id),
        ),
      )
      .orderBy(asc(answers.questionId), asc(answers.position));
    for (const a of rowsOfAnswers)
      groups.get(a.questionId)!.answers.push({ id: a.id, text: a.text, correct: a.correct });
  }
  return { groups: list };
}

/** Resolves every open report of a question as 'Виправлено' or 'Відхилено'. */
export async function resolveReports(
  op: Operator,
  questionId: number,
  body: AdminResolveBody,
): Promise<{ resolved: number; message: string }> {
  const note = body.note ? body.note : null;
  const done = await op.db
    .update(questionReports)
    .set({ state: body.state, note, resolvedAt: op.now, resolvedBy: op.operatorId, updatedAt: op.now })
    .where(and(eq(questionReports.questionId, questionId), eq(questionReports.state, 'open')))
    .returning({ id: questionReports.id });
  if (done.length === 0) throw notFound(adminMessages.noReports);
  await audit(
    op.db,
    op.operatorId,
    body.state === 'fixed' ? 'Повідомлення: виправлено' : 'Повідомлення: відхилено',
    `Питання №${questionId}`,
    { state: 'open', reports: done.length },
    { state: body.state, note },
  );
  return {
    resolved: done.length,
    message: body.state === 'fixed' ? 'Позначено: Виправлено' : 'Позначено: Відхилено',
  };
}

export async function feedbackList(db: Db, state: 'new' | 'done'): Promise<AdminFeedbackResponse> {
  const rows = await db
    .select()
    .from(feedback)
    .where(state === 'new' ? isNull(feedback.readAt) : isNotNull(feedback.readAt))
    .orderBy(state === 'new' ? asc(feedback.id) : desc(feedback.id))
    .limit(LIST_MAX);
  return {
    messages: rows.map((m) => ({
      id: m.id,
      name: m.name,
      phone: m.phone,
      message: m.message,
      created_at: m.createdAt.toISOString(),
      done_at: m.readAt?.toISOString() ?? null,
    })),
  };
}

/** 'Опрацьовано': the message counts as read, as `npm run admin -- feedback` marks the ones it shows. */
export async function feedbackDone(op: Operator, id: number): Promise<void> {
  const [row] = await op.db.select({ readAt: feedback.readAt }).from(feedback).where(eq(feedback.id, id));
  if (!row) throw notFound(adminMessages.noFeedback);
  if (row.readAt) return;
  await op.db
    .update(feedback)
    .set({ readAt: op.now })
    .where(and(eq(feedback.id, id), isNull(feedback.readAt)));
  await audit(
    op.db,
    op.operatorId,
    'Відгук: опрацьовано',
    `Повідомлення №${id}`,
    { done: false },
    { done: true },
  );
}

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
    LIST_MAX,
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

/**
 * The pack loaded now: version, themes, live and retired questions, and per licence category the questions a
 * learner of it gets, read through `forCategory` (a question counts when both it and its theme apply), so the
 * console's figure is the one the learner's map adds up to.
 */
export async function contentInfo(db: Db, cache: ContentCache) {
  const [[version], [themeCount], [live], [retired], [site]] = await Promise.all([
    db.select({ v: settings.contentVersion }).from(settings).where(eq(settings.id, 1)),
    db.select({ n: count() }).from(themes),
    db.select({ n: count() }).from(questions).where(isNull(questions.retiredAt)),
    db.select({ n: count() }).from(questions).where(isNotNull(questions.retiredAt)),
    db.select({ demo: siteInfo.demo }).from(siteInfo).where(eq(siteInfo.id, 1)),
  ]);
  const content = await cache.at(version?.v ?? 0);
  return {
    content_version: version?.v ?? 0,
    themes: themeCount?.n ?? 0,
    questions: live?.n ?? 0,
    retired: retired?.n ?? 0,
    per_category: CATEGORY_CODES.map((code) => ({
      code,
      questions: forCategory(content, code).visible.size,
    })),
    demo: site?.demo ?? null,
  };
}

export function auditLogPage(db: Db, before?: number): Promise<AdminAuditResponse> {
  return auditEntries(db, before);
}

/** Schools with their groups, teachers and pupil counts; `code` finds the one group with that code. */
export async function schoolsList(db: Db, code?: string): Promise<AdminSchoolsResponse> {
  const pupilCounts = db
    .select({ groupId: users.groupId, n: count().as('n') })
    .from(users)
    .groupBy(users.groupId)
    .as('pupil_counts');
  const rows = await db
    .select({
      school: schools,
      group: groups,
      teacherFirst: users.firstName,
      teacherLast: users.lastName,
      teacherPhone: users.phone,
      pupils: pupilCounts.n,
    })
    .from(schools)
    .leftJoin(groups, eq(groups.schoolId, schools.id))
    .leftJoin(users, eq(users.id, groups.teacherId))
    .leftJoin(pupilCounts, eq(pupilCounts.groupId, groups.id))
    .where(code ? eq(groups.code, code) : undefined)
    .orderBy(asc(schools.id), asc(groups.id))
    .limit(2000);
  const bySchool = new Map<number, AdminSchoolsResponse['schools'][number]>();
  for (const r of rows) {
    let s = bySchool.get(r.school.id);
    if (!s) {
      s = { id: r.school.id, name: r.school.name, city: r.school.city, groups: [] };
      bySchool.set(r.school.id, s);
    }
    if (r.group)
      s.groups.push({
        id: r.group.id,
        name: r.group.name,
        code: r.group.code,
        teacher: r.teacherPhone
          ? `${r.teacherFirst} ${r.teacherLast} (${formatPhone(r.teacherPhone)})`
          : null,
        pupils: Number(r.pupils ?? 0),
        premium_price: r.group.premiumPrice,
        premium_days: r.group.premiumDays,
        closed: r.group.closedAt !== null,
      });
  }
  return { schools: [...bySchool.values()] };
}

/**
 * The school and group commands of `npm run admin`, run for the console: their AdminError is a 422 here, their
 * lines the answer, and each change goes to the audit log.
 */
export async function schoolChange(
  op: Operator,
  action: string,
  target: string,
  input: unknown,
  run: () => Promise<string[]>,
): Promise<{ lines: string[] }> {
  let lines: string[];
  try {
    lines = await run();
  } catch (error) {
    if (error instanceof AdminError) throw new HttpError(422, error.message);
    throw error;
  }
  await audit(op.db, op.operatorId, action, target, null, { input, result: lines });
  return { lines };
}

function offerOut(row: typeof freePremiumOffer.$inferSelect): AdminOffer {
  return {
    title: row.title,
    description: row.description,
    ends_at: row.endsAt.toISOString(),
    days: row.days,
  };
}

export async function offer(db: Db): Promise<{ offer: AdminOffer | null }> {
  const [row] = await db.select().from(freePremiumOffer).where(eq(freePremiumOffer.id, 1));
  return { offer: row ? offerOut(row) : null };
}

/**
 * Sets the free-Premium offer (the same row the content pack's free-premium file fills; a later import of a pack
 * with a different offer replaces it, as the CLI's import always has).
 */
export async function setOffer(op: Operator, next: AdminOffer): Promise<{ offer: AdminOffer | null }> {
  const before = await offer(op.db);
  const row = {
    id: 1,
    title: next.title,
    description: next.description,
    endsAt: new Date(next.ends_at),
    days: next.days,
  };
  await op.db
    .insert(freePremiumOffer)
    .values(row)
    .onConflictDoUpdate({ target: freePremiumOffer.id, set: row });
  const after = await offer(op.db);
  await audit(op.db, op.operatorId, 'Безкоштовний Преміум: зміна', 'Пропозиція', before.offer, after.offer);
  return after;
}
