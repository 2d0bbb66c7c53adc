import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { adminMessages, type AdminFeedbackResponse } from '@pdr/contract/admin';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/repetition.ts';
import { notFound } from '../../lib/http-errors.ts';
import { audit, type Operator } from '../admin/audit.ts';
import { CONSOLE_LIST_MAX } from '../admin/routes.ts';

/** The console's inbox of the contact form (decision 145); marking a message done goes to the audit log. */

export async function feedbackList(db: Db, state: 'new' | 'done'): Promise<AdminFeedbackResponse> {
  const rows = await db
    .select()
    .from(feedback)
    .where(state === 'new' ? isNull(feedback.readAt) : isNotNull(feedback.readAt))
    .orderBy(state === 'new' ? asc(feedback.id) : desc(feedback.id))
    .limit(CONSOLE_LIST_MAX);
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
