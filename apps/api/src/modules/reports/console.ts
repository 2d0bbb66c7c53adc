import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  adminMessages,
  type AdminReportGroup,
  type AdminReportsResponse,
  type AdminResolveBody,
} from '@pdr/contract/admin';
import type { ReportReason, ReportState } from '@pdr/contract/reports';
import type { Db } from '../../db/client.ts';
import { questionReports } from '../../db/schema/admin.ts';
import { answers, questions, themes } from '../../db/schema/content.ts';
import { answerFields } from '../../db/content-fields.ts';
import { notFound } from '../../lib/http-errors.ts';
import { absoluteImageUrl, notesHtml } from '../study/payload.ts';
import { audit, type Operator } from '../admin/audit.ts';
import { CONSOLE_LIST_MAX } from '../admin/routes.ts';

/** The console's queue of learners' reports (decision 145); each change goes to the audit log. */

/** Report rows read for one queue page; groups are formed from them. */
const QUEUE_ROWS = 5000;

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
    .slice(0, CONSOLE_LIST_MAX);
  if (list.length > 0) {
    const rowsOfAnswers = await db
      .select(answerFields)
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
