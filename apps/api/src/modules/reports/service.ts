import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  reportMessages,
  REPORTS_PER_DAY,
  type ReportBody,
  type MyReportResponse,
} from '@pdr/contract/reports';
import type { Db } from '../../db/client.ts';
import { questionReports } from '../../db/schema/admin.ts';
import { questions } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { RateLimitError, type Limiter } from '../../plugins/rate-limit.ts';

/** A learner's reports per rolling day, counted in the shared limit counters (plugins/rate-limit.ts). */
export const REPORT_LIMIT = { max: REPORTS_PER_DAY, windowMs: 24 * 60 * 60_000 } as const;

/**
 * Stores a learner's report on a question: a new open report, or the learner's open one on that question updated
 * (one open report per learner and question, kept by a partial unique index).
 */
export async function sendReport(db: Db, limits: Limiter, userId: number, body: ReportBody): Promise<void> {
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, body.question_id), isNull(questions.retiredAt)));
  if (!question) throw notFound(reportMessages.noQuestion);
  await limits.take(
    'questionReports',
    REPORT_LIMIT,
    String(userId),
    (wait) => new RateLimitError(reportMessages.tooMany, wait),
  );
  const comment = body.comment ? body.comment : null;
  await db
    .insert(questionReports)
    .values({ userId, questionId: body.question_id, reason: body.reason, comment })
    .onConflictDoUpdate({
      target: [questionReports.userId, questionReports.questionId],
      targetWhere: sql`${questionReports.state} = 'open'`,
      set: { reason: body.reason, comment, updatedAt: sql`now()` },
    });
}

/** The learner's latest report on a question: the web app shows 'corrected' once the operator fixed it. */
export async function myReport(db: Db, userId: number, questionId: number): Promise<MyReportResponse> {
  const [row] = await db
    .select()
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId)))
    .orderBy(desc(questionReports.updatedAt), desc(questionReports.id))
    .limit(1);
  if (!row) return { report: null };
  return {
    report: {
      reason: row.reason,
      state: row.state,
      created_at: row.createdAt.toISOString(),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
    },
  };
}
