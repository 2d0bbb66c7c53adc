import { z } from 'zod';
import { categoryCodeSchema } from './catalog.ts';
import { idParamSchema } from './fields.ts';

/**
 * How hard each question is (issue 51, item 4): the share of learners whose first answer to it was right, from
 * real answers only, shown once STATS_MIN_LEARNERS different learners have answered.
 */
export const STATS_MIN_LEARNERS = 30;

export const questionStatsParamsSchema = z.object({ id: idParamSchema() });

/** `GET /api/questions/{id}/stats`: `right_share` (0 to 1) is null under STATS_MIN_LEARNERS learners. */
export const questionStatsSchema = z
  .object({ learners: z.number().int(), right_share: z.number().min(0).max(1).nullable() })
  .meta({ id: 'QuestionStats' });
export type QuestionStats = z.infer<typeof questionStatsSchema>;

/** The console's 'Складні питання' of one category. */
export const hardQuestionsQuerySchema = z.object({ category: categoryCodeSchema.default('B') });

export const hardQuestionSchema = z
  .object({
    question_id: z.number().int(),
    theme_number: z.number().int(),
    theme_title: z.string(),
    text: z.string(),
    learners: z.number().int(),
    right_share: z.number(),
    /** The answer chosen first most often, and whether it is the key: when not, the key is likely wrong. */
    top_answer: z.object({ id: z.number().int(), text: z.string(), learners: z.number().int() }),
    top_is_key: z.boolean(),
    /** Open reports of learners about the question. */
    open_reports: z.number().int(),
  })
  .meta({ id: 'HardQuestion' });
export type HardQuestion = z.infer<typeof hardQuestionSchema>;

/**
 * The category's questions with at least STATS_MIN_LEARNERS learners, the likely errors (the most chosen answer is
 * not the key) first, then the lowest share right; at most 100.
 */
export const hardQuestionsResponseSchema = z
  .object({ questions: z.array(hardQuestionSchema), refreshed_at: z.string() })
  .meta({ id: 'HardQuestions' });
export type HardQuestionsResponse = z.infer<typeof hardQuestionsResponseSchema>;
