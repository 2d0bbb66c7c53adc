import { z } from 'zod';
import { idSchema } from './fields.ts';
import { localized } from './language.ts';
import { questionSchema } from './learning.ts';

/**
 * 'Марафон' (issue 51, item 3): every question of the learner's active category, theme by theme in the bank's
 * order, one after another, right or wrong shown at once with the comment. The server keeps the place, so the
 * marathon goes on from any device. A learner without Premium runs the free themes, then meets the offer.
 */

export const marathonMessages = localized({
  uk: {
    notCurrent: 'Це вже не поточне питання марафону: його відповіли на іншому пристрої. Оновлюємо',
    notAnswer: 'Такої відповіді в цього питання немає',
  },
  en: {
    notCurrent:
      'This is no longer the marathon’s current question: it was answered on another device. Refreshing',
    notAnswer: 'This question has no such answer',
  },
});

/**
 * `question`: the next question, without its right answer or comment; `premium`: the free themes are done and the
 * rest wait for Premium; `finished`: every question is answered.
 */
export const MARATHON_STATUSES = ['question', 'premium', 'finished'] as const;

export const marathonSchema = z
  .object({
    status: z.enum(MARATHON_STATUSES),
    /** The next question as an exam shows it (no right answer, no comment); null unless `status` is `question`. */
    question: questionSchema.nullable(),
    theme_id: z.number().int().nullable(),
    theme_number: z.number().int().nullable(),
    theme_title: z.string().nullable(),
    /** 'Питання N з M': N, the next question's place among the learner's; M + 1 once all are answered. */
    position: z.number().int(),
    /** M: the questions the learner's marathon has (a learner without Premium: the free themes'). */
    total: z.number().int(),
    /** Answered since the start (or the last restart), and how many of them right. */
    answered: z.number().int(),
    right: z.number().int(),
  })
  .meta({ id: 'Marathon' });
export type Marathon = z.infer<typeof marathonSchema>;

export const marathonAnswerBodySchema = z.object({ question_id: idSchema(), answer_id: idSchema() });
export type MarathonAnswerBody = z.infer<typeof marathonAnswerBodySchema>;

export const marathonAnswerResponseSchema = z
  .object({
    correct: z.boolean(),
    correct_answer_id: z.number().int(),
    /** The place of the question after this one ('Питання N з M' for the next). */
    position: z.number().int(),
    /** The question's comment (sanitised HTML, absolute addresses), shown with the right answer. */
    notes: z.string(),
    answered: z.number().int(),
    right: z.number().int(),
  })
  .meta({ id: 'MarathonAnswer' });
export type MarathonAnswerResponse = z.infer<typeof marathonAnswerResponseSchema>;
