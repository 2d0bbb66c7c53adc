import { z } from 'zod';
import { idParamSchema, idSchema, multilineText } from './fields.ts';
import { REPORT_COMMENT_MAX, REPORT_REASONS, REPORT_STATES, reportMessages } from './report-reasons.ts';

/** Question reports from learners (decision 145): the request and answer schemas. */

export * from './report-reasons.ts';

export const reportBodySchema = z
  .object({
    question_id: idSchema(),
    reason: z.enum(REPORT_REASONS, { error: () => reportMessages.badReason }),
    comment: multilineText()
      .pipe(z.string().max(REPORT_COMMENT_MAX, { error: () => reportMessages.commentTooLong }))
      .optional(),
  })
  .meta({ id: 'ReportRequest' });
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportResponseSchema = z.object({ message: z.string() });

export const reportQuestionParamsSchema = z.object({ questionId: idParamSchema() });

/** The learner's own latest report on a question, or none. */
export const myReportResponseSchema = z
  .object({
    report: z
      .object({
        reason: z.enum(REPORT_REASONS),
        state: z.enum(REPORT_STATES),
        created_at: z.string(),
        resolved_at: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyReportResponse' });
export type MyReportResponse = z.infer<typeof myReportResponseSchema>;
