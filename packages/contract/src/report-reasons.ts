/**
 * Question reports (decision 145): the reasons, states, limits and words, without zod, so the web app's lesson
 * screens can show them without loading the schemas (decision 115).
 */

import { localized } from './language.ts';

export const REPORT_REASONS = ['wrong_answer', 'text_error', 'picture', 'outdated_rule', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_answer: 'Неправильна відповідь',
  text_error: 'Помилка в тексті',
  picture: 'Малюнок',
  outdated_rule: 'Застаріле правило',
  other: 'Інше',
};

/**
 * The reasons as the learner picks them, in their language; REPORT_REASON_LABELS stay the operator console's
 * Ukrainian words (decision 170).
 */
export const reportReasonLabels = localized<Record<ReportReason, string>>({
  uk: REPORT_REASON_LABELS,
  en: {
    wrong_answer: 'Wrong answer',
    text_error: 'Mistake in the text',
    picture: 'Picture',
    outdated_rule: 'Outdated rule',
    other: 'Other',
  },
});

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

export const reportMessages = localized({
  uk: {
    thanks: 'Дякуємо! Ми перевіримо питання.',
    noQuestion: 'Питання не знайдено',
    tooMany: 'Забагато повідомлень про помилки за добу. Спробуйте пізніше',
    badReason: 'Оберіть причину',
    corrected: 'Дякуємо за повідомлення: питання виправлено',
    commentTooLong: `Коментар задовгий (до ${REPORT_COMMENT_MAX} символів)`,
  },
  en: {
    thanks: 'Thank you! We will check the question.',
    noQuestion: 'Question not found',
    tooMany: 'Too many error reports today. Please try later',
    badReason: 'Choose a reason',
    corrected: 'Thank you for the report: the question has been corrected',
    commentTooLong: `The comment is too long (${REPORT_COMMENT_MAX} characters at most)`,
  },
});
