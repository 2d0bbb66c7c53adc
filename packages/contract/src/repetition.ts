import { z } from 'zod';
import { lineText, multilineText } from './fields.ts';
import { acrossThemesResultBodySchema } from './learning.ts';
import { accountMessages } from './accounts.ts';
import { localized } from './language.ts';
import { isValidPhone, normalisePhone } from './phone.ts';

/** Theme strength of spec section 2 and decisions.md: low below 60% right, medium 60-89%, strong from 90%. */
export const REPEAT_TYPES = ['low', 'medium', 'strong'] as const;

export const FEEDBACK_MESSAGE_MAX = 2000;

export const repetitionMessages = localized({
  uk: {
    premium: 'Повторення доступне з тарифом Преміум',
    nothingDue: 'На сьогодні питань для повторення немає',
    notReviewed: 'Цього питання немає серед ваших карток повторення',
    questionGone: 'Питання більше не діє',
    resultRace: 'Результат не записано: спробуйте ще раз',
    resetDone: 'Статистику скинуто',
    repeatType: 'Тип має бути low, medium або strong',
    feedbackThanks: "Дякуємо! Ми зв'яжемося з вами.",
    feedbackName: "Вкажіть ім'я",
    feedbackNameTooLong: "Ім'я задовге (до 100 символів)",
    feedbackMessageTooShort: 'Напишіть повідомлення (щонайменше 5 символів)',
    feedbackMessageTooLong: `Повідомлення задовге (до ${FEEDBACK_MESSAGE_MAX} символів)`,
    feedbackTooMany: 'Забагато повідомлень',
  },
  en: {
    premium: 'Review comes with the Premium plan',
    nothingDue: 'There are no questions to review today',
    notReviewed: 'This question is not among your review cards',
    questionGone: 'This question is no longer in use',
    resultRace: 'The result was not saved: please try again',
    resetDone: 'Statistics reset',
    repeatType: 'The type must be low, medium or strong',
    feedbackThanks: 'Thank you! We will get in touch with you.',
    feedbackName: 'Enter your name',
    feedbackNameTooLong: 'The name is too long (100 characters at most)',
    feedbackMessageTooShort: 'Write a message (at least 5 characters)',
    feedbackMessageTooLong: `The message is too long (${FEEDBACK_MESSAGE_MAX} characters at most)`,
    feedbackTooMany: 'Too many messages',
  },
});

export const repeatTypeSchema = z.enum(REPEAT_TYPES, { error: () => repetitionMessages.repeatType });
export type RepeatType = z.infer<typeof repeatTypeSchema>;

export const repeatThemesQuerySchema = z.object({ type: repeatTypeSchema });

export const repeatThemeSchema = z.object({
  theme_id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  /** Share of the theme's answered questions whose latest answer was right. */
  percent: z.number().int(),
  answered: z.number().int(),
});
export type RepeatTheme = z.infer<typeof repeatThemeSchema>;

export const repeatThemesResponseSchema = z
  .object({ type: repeatTypeSchema, themes: z.array(repeatThemeSchema) })
  .meta({ id: 'RepeatThemes' });
export type RepeatThemesResponse = z.infer<typeof repeatThemesResponseSchema>;

export const repeatCountsSchema = z
  .object({ low: z.number().int(), medium: z.number().int(), strong: z.number().int() })
  .meta({ id: 'RepeatCounts' });
export type RepeatCounts = z.infer<typeof repeatCountsSchema>;

/** Most questions one due session serves. */
export const REVIEW_SESSION_SIZE = 20;

export const reviewSummarySchema = z
  .object({
    /** Cards due before the end of today (Kyiv): the session serves them now. */
    due_today: z.number().int(),
    /** Cards that fall due during tomorrow (Kyiv). */
    due_tomorrow: z.number().int(),
    /** The earliest due time of a card, ISO; null without cards. */
    next_due_at: z.string().nullable(),
    /** Cards of the learner in all. */
    total: z.number().int(),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The due session's result: like a lesson's, without theme or block (its questions span themes). */
export const reviewResultBodySchema = acrossThemesResultBodySchema('review');
export type ReviewResultBody = z.infer<typeof reviewResultBodySchema>;

/** The contact form; the phone is brought to the stored form +380XXXXXXXXX as at sign-up. */
export const feedbackBodySchema = z.object({
  name: lineText().pipe(
    z
      .string()
      .min(2, { error: () => repetitionMessages.feedbackName })
      .max(100, { error: () => repetitionMessages.feedbackNameTooLong }),
  ),
  phone: lineText()
    .max(32, { error: () => accountMessages.badPhone })
    .transform(normalisePhone)
    .refine(isValidPhone, {
      error: () => accountMessages.badPhone,
    }),
  message: multilineText().pipe(
    z
      .string()
      .min(5, { error: () => repetitionMessages.feedbackMessageTooShort })
      .max(FEEDBACK_MESSAGE_MAX, { error: () => repetitionMessages.feedbackMessageTooLong }),
  ),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
