/** Business constants of spec section 9, shared by the API and the web app. */

export const EXAM_QUESTION_COUNT = 20;
export const EXAM_DURATION_S = 1200;
export const EXAM_MAX_MISTAKES = 2;
/**
 * Credit test (all_theme): one pass mark everywhere, the score modal's 50% (decision 142; the spec's 90% on the
 * result screen is not used: a credit test's result is shown in the modal on the map).
 */
export const CREDIT_MODAL_PASS_PERCENT = 50;

/** A credit test is passed at 50% of its questions, compared on the counts: 99 of 200 (49.5%) is not a pass. */
export function creditTestPassed(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= CREDIT_MODAL_PASS_PERCENT * total;
}
export const BLOCK_SIZE = 20;
export const THEME_MAX_QUESTIONS = 358;
export const PROGRESS_CAR_COLOUR_CHANGE_PERCENT = 50;
export const WRONG_ANSWER_DELAY_MS = 2500;
export const RESULT_RESEND_INTERVAL_MS = 5000;
/** Marks a result or exam answer sent again from the device's outbox after waiting (offline, or a failed send). */
export const OUTBOX_RESEND_HEADER = 'x-outbox-resend';
export const SMS_CODE_VALIDITY_S = 3600;
export const RECOVERY_COOKIE_MAX_AGE_S = 3600;
export const DEFAULT_PREMIUM_DAYS = 90;
export const PHONE_FULL_LENGTH = 13;
export const PHONE_DEFAULT_PREFIX = '+380';
export const DEFAULT_CATEGORY = 'B';
export const THEME_CAROUSEL_PER_SLIDE_WIDE = 4;
export const THEME_CAROUSEL_PER_SLIDE_NARROW = 3;
export const THEME_CAROUSEL_NARROW_BELOW_PX = 1000;
export const CAROUSEL_SPEED_MS = 500;
export const WHY_US_SLIDES = { wide: 3, medium: 2, narrow: 1 } as const;
export const WHY_US_MEDIUM_BELOW_PX = 992;
export const WHY_US_NARROW_BELOW_PX = 768;
export const POPUP_WIDE_ABOVE_PX = 991;
export const POPUP_WIDE_DURATION_MS = 2000;
export const POPUP_NARROW_DURATION_MS = 100;
export const AUTOFILL_CHECK_MS = 500;
export const FREE_PREMIUM_ALERT_MS = 5000;
export const THEORY_IMAGE_SIZE_PX = 50;
export const CATEGORY_PAGE_SIZE = 5;
export const CATEGORY_MENU_MIN_HEIGHT_PX = 140;
export const CATEGORY_MENU_MAX_HEIGHT_PX = 300;
export const QR_DEFAULTS = { margin: 4, level: 'L', size: 128 } as const;
/** users.role_id of a teacher and of a pupil (here, not in accounts.ts: the web app's first page reads it, zod-free). */
export const TEACHER_ROLE_ID = 4;
export const PUPIL_ROLE_ID = 1;
/** Keeps the question bank right and runs the business from the console at /admin (decision 145). */
export const OPERATOR_ROLE_ID = 5;
/** Below this many learners the count is not shown: a handful reads as an empty service, not a figure. */
export const STUDENTS_SHOWN_FROM = 100;
