import { z } from 'zod';
import { idParamSchema, idSchema, multilineText } from './fields.ts';

/** Question reports from learners (issue 29): a wrong answer key, a typo, a picture, an outdated rule. */

export const REPORT_REASONS = ['wrong_answer', 'text_error', 'picture', 'outdated_rule', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_answer: 'Неправильна відповідь',
  text_error: 'Помилка в тексті',
  picture: 'Малюнок',
  outdated_rule: 'Застаріле правило',
  other: 'Інше',
};

/** open: waits for the operator; fixed: 'Виправлено'; rejected: 'Відхилено'. */
export const REPORT_STATES = ['open', 'fixed', 'rejected'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  open: 'Нове',
  fixed: 'Виправлено',
  rejected: 'Відхилено',
};

export const REPORT_COMMENT_MAX = 1000;
/** Reports one learner may send (or update) in a Kyiv day window of 24 hours. */
export const REPORTS_PER_DAY = 20;

export const reportMessages = {
  thanks: 'Дякуємо! Ми перевіримо питання',
  noQuestion: 'Питання не знайдено',
  tooMany: 'Забагато повідомлень про помилки за добу. Спробуйте пізніше',
  badReason: 'Оберіть причину',
  corrected: 'Дякуємо за повідомлення: питання виправлено',
} as const;

export const reportBodySchema = z
  .object({
    question_id: idSchema(),
    reason: z.enum(REPORT_REASONS, { error: reportMessages.badReason }),
    comment: multilineText()
      .pipe(
        z
          .string()
          .max(REPORT_COMMENT_MAX, { error: `Коментар задовгий (до ${REPORT_COMMENT_MAX} символів)` }),
      )
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
