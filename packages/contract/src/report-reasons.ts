/**
 * Question reports (decision 145): the reasons, states, limits and words, without zod, so the web app's lesson
 * screens can show them without loading the schemas (decision 115).
 */

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
  thanks: 'Дякуємо! Ми перевіримо питання.',
  noQuestion: 'Питання не знайдено',
  tooMany: 'Забагато повідомлень про помилки за добу. Спробуйте пізніше',
  badReason: 'Оберіть причину',
  corrected: 'Дякуємо за повідомлення: питання виправлено',
} as const;
