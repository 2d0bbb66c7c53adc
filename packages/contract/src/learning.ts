import { z } from 'zod';
import { categoryCodeSchema } from './catalog.ts';
import { idParamSchema, idSchema, int2Schema, int4Schema } from './fields.ts';
import { decodeQuestionsJson } from './questions-json.ts';
import { LANGUAGES, localized } from './language.ts';

/** The refusals of lessons, credit tests and results (the exam's are examMessages), in both languages. */
export const learningMessages = localized({
  uk: {
    themeNotFound: 'Тему не знайдено',
    questionNotFound: 'Питання не знайдено',
    premiumTheme: 'Ця тема доступна з тарифом Преміум',
    disabledTheme: 'Спершу складіть залік попередньої теми (не менше 50%)',
    blockNotFound: 'Не вдалося підгрузити блок',
    noRetest: 'Не вдалося підгрузити питання',
    creditNotReady: 'Залік відкриється, коли всі блоки теми будуть пройдені',
    blockLocked: 'Цей блок відкриється, коли ви пройдете попередні блоки теми',
    retestNotOpen: 'Повторне проходження відкривається для блоку з помилками',
    creditDaily:
      'На безкоштовному тарифі залік з теми можна складати один раз на день. Спробуйте завтра або оформіть Преміум',
    noSession: 'Незавершеного тесту немає',
    resultRace: 'Результат не записано: тест змінився під час запиту. Спробуйте ще раз',
    timeText: 'Час має бути в секундах або у форматі хх:сс',
    attemptOfAnotherUser: 'Ця спроба вже записана іншим користувачем',
    attemptOfAnotherTest: 'Ця спроба вже записана для іншого тесту',
    noSuchBlock: 'Такого блоку в темі немає',
    questionNotInTest: 'Питання не належить до цього тесту',
    noAnswers: 'Немає відповідей',
    allBlockAnswers: 'Потрібні відповіді на всі питання блоку',
    answerOfAnotherQuestion: 'Відповідь не належить до цього питання',
    answersNotList: 'Відповіді мають бути JSON-списком',
    questionRepeated: 'Питання повторюється',
  },
  en: {
    themeNotFound: 'Theme not found',
    questionNotFound: 'Question not found',
    premiumTheme: 'This theme comes with the Premium plan',
    disabledTheme: 'First pass the credit test of the previous theme (at least 50%)',
    blockNotFound: 'Could not load the block',
    noRetest: 'Could not load the questions',
    creditNotReady: 'The credit test opens once every block of the theme is done',
    blockLocked: 'This block opens once you have done the theme’s earlier blocks',
    retestNotOpen: 'A retry opens for a block with mistakes',
    creditDaily:
      'On the free plan you can take a theme’s credit test once a day. Try again tomorrow or get Premium',
    noSession: 'There is no unfinished test',
    resultRace: 'The result was not saved: the test changed during the request. Please try again',
    timeText: 'The time must be in seconds or in the form mm:ss',
    attemptOfAnotherUser: 'This attempt has already been recorded by another user',
    attemptOfAnotherTest: 'This attempt has already been recorded for another test',
    noSuchBlock: 'The theme has no such block',
    questionNotInTest: 'The question is not part of this test',
    noAnswers: 'There are no answers',
    allBlockAnswers: 'Every question of the block needs an answer',
    answerOfAnotherQuestion: 'The answer does not belong to this question',
    answersNotList: 'The answers must be a JSON list',
    questionRepeated: 'The question is repeated',
  },
});

/**
 * Test types of spec section 4, 'review' (the due session of spaced review, decision 071) and 'favourites' (the
 * favourites run, 'Пройти обрані', issue 51).
 */
export const TEST_TYPES = ['theme', 'retest', 'all_theme', 'exam', 'review', 'favourites'] as const;
export const testTypeSchema = z.enum(TEST_TYPES);
export type TestType = z.infer<typeof testTypeSchema>;

export const BLOCK_STATUSES = ['done', 'error', 'current', 'locked'] as const;
export const blockStatusSchema = z.enum(BLOCK_STATUSES);
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** The best credit-test score of a theme in percent, and the mistakes of that attempt. */
export const progressCarSchema = z.object({ progress: z.number().int(), error: z.number().int() });
export type ProgressCar = z.infer<typeof progressCarSchema>;

/** Block numbers are stored as smallint; no theme has anywhere near this many blocks. */
export const BLOCK_IDX_MAX = 1000;
const blockIdx = () => int2Schema(0, BLOCK_IDX_MAX);

export const themeIdParamsSchema = z.object({ id: idParamSchema() });
export const blockParamsSchema = z.object({
  id: idParamSchema(),
  idx: z.coerce.number().pipe(blockIdx()),
});
export const themeIdQuerySchema = z.object({ theme_id: idParamSchema() });

export const learningThemeSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    title: z.string(),
    free: z.boolean(),
    /** Share of done blocks, 0-100. */
    progress: z.number().int(),
    /** Mistakes in the blocks' latest attempts. */
    error: z.number().int(),
    success: z.number().int(),
    blocked: z.boolean(),
    disabled: z.boolean(),
    /** Alias of disabled for older clients. */
    disable: z.boolean(),
    progress_car: progressCarSchema,
    question_count: z.number().int(),
    block_count: z.number().int(),
    done_blocks: z.number().int(),
  })
  .meta({ id: 'LearningTheme' });
export type LearningTheme = z.infer<typeof learningThemeSchema>;

export const themesResponseSchema = z.object({ theme: z.array(learningThemeSchema) }).meta({ id: 'Themes' });
export type ThemesResponse = z.infer<typeof themesResponseSchema>;

export const blockSchema = z.object({
  idx: z.number().int(),
  count: z.number().int(),
  errors: z.number().int(),
  success: z.number().int(),
  status: blockStatusSchema,
});
export type Block = z.infer<typeof blockSchema>;

export const blocksResponseSchema = z
  .object({
    theme_id: z.number().int(),
    blocks: z.array(blockSchema),
    progress_car: progressCarSchema,
    done: z.number().int(),
    total: z.number().int(),
    /** The star starts a credit test only when every block is done. */
    credit_available: z.boolean(),
    /** A free learner finished this theme's credit test today already (one a day): the star says so. */
    credit_used_today: z.boolean(),
  })
  .meta({ id: 'Blocks' });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** An answer inside the base64 question payload. correct is the label shown before the text ('1.'). */
export const questionAnswerSchema = z.object({
  id: z.number().int(),
  answer: z.string(),
  correct: z.string(),
  /** Sent only where the lesson reveals the right answer after a wrong one (theme, retest). */
  correct_answer: z.union([z.literal(0), z.literal(1)]).optional(),
  question_id: z.number().int(),
});
export const questionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Absolute image address, or null. */
  image: z.string().nullable(),
  /** What the picture shows, for a screen reader, in the question's language; absent where the pack gives none. */
  image_alt: z.string().optional(),
  /** Sanitised HTML with absolute image addresses. */
  notes: z.string(),
  video_url: z.string().nullable(),
  answers: z.array(questionAnswerSchema),
  /**
   * Present in English only where some of the question's texts have no English and show in Ukrainian: the screen
   * marks it 'Ukrainian only' (decision 171).
   */
  ukrainian_only: z.literal(true).optional(),
});
export type Question = z.infer<typeof questionSchema>;

/**
 * GET /questions/:id/original: the Ukrainian original of a question a learner reads in English ('Show in
 * Ukrainian', decision 171), asked for only when shown, so that the question's payload stays one language.
 */
export const questionOriginalResponseSchema = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answers: z.array(z.object({ id: z.number().int(), answer: z.string() })),
  })
  .meta({ id: 'QuestionOriginal' });
export type QuestionOriginal = z.infer<typeof questionOriginalResponseSchema>;
export const questionIdParamsSchema = z.object({ id: idParamSchema() });
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** Questions of a test: `data` is base64 of the JSON array of questions (spec: 'encrypted'). */
export const questionsResponseSchema = z
  .object({
    type: testTypeSchema,
    theme_id: z.number().int().nullable(),
    idx: z.number().int().nullable(),
    count: z.number().int(),
    /** Whether the answers carry correct_answer. */
    reveal: z.boolean(),
    started_at: z.string(),
    data: z.string(),
  })
  .meta({ id: 'Questions' });
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/**
 * A theme kept on the device for learning offline: the blocks as the map shows them; in `data` (encoded like a
 * test's) the questions of the blocks the map opens, from the first block up to the first locked one, with their
 * right answers and comments as a lesson gets them (a locked block sends only its row in `blocks`); and the
 * question ids each block's latest attempt got wrong, for a retest with no network. Reading it opens no test.
 */
export const offlineThemeResponseSchema = z
  .object({
    theme_id: z.number().int(),
    title: z.string(),
    /** Whether the theme is free; a Premium theme is removed from the device when Premium ends. */
    free: z.boolean(),
    blocks: z.array(blockSchema),
    wrong_question_ids: z.array(z.array(z.number().int())),
    data: z.string(),
  })
  .meta({ id: 'OfflineTheme' });
export type OfflineThemeResponse = z.infer<typeof offlineThemeResponseSchema>;

export function decodeQuestions(data: string): Question[] {
  return z.array(questionSchema).parse(decodeQuestionsJson(data));
}

/** One recorded answer; a client's `correct` flag is accepted for compatibility and ignored. */
export const answerEntrySchema = z.object({
  answer_id: idSchema(),
  question_id: idSchema(),
  correct: z.union([z.number(), z.boolean()]).nullable().optional(),
});
export type AnswerEntry = z.infer<typeof answerEntrySchema>;

const TIME_TEXT = /^(?:\d{1,3}:[0-5]\d|\d{1,9})$/;
/** A test's duration: whole seconds, or 'mm:ss' (as text, also plain seconds); never more than an int4 holds. */
export const testTimeSchema = () =>
  z.union([
    int4Schema(),
    z
      .string()
      .trim()
      .regex(TIME_TEXT, { error: () => learningMessages.timeText }),
  ]);

/**
 * The result of a test across themes (the due review, the favourites run): like a lesson's, without theme or block.
 */
export const acrossThemesResultBodySchema = <T extends 'review' | 'favourites'>(type: T) =>
  z.object({
    attempt_id: z.uuid(),
    type: z.literal(type).optional(),
    time: testTimeSchema(),
    /** JSON string of answer entries, as every other result sends them. */
    data_question: z.string().max(20_000),
  });

const resultBodyBase = {
  /** Made by the client once per finished test; a resend carries the same id. */
  attempt_id: z.uuid(),
  theme_id: idSchema(),
  /** Seconds, or 'mm:ss'. */
  time: testTimeSchema(),
  /** JSON string of answer entries (spec section 3). */
  data_question: z.string().max(200_000),
  result: int4Schema().optional(),
  count_question: int4Schema().optional(),
};

export const lessonResultBodySchema = z.object({
  ...resultBodyBase,
  type: z.enum(['theme', 'retest']),
  idx: blockIdx(),
});
export type LessonResultBody = z.infer<typeof lessonResultBodySchema>;

export const creditResultBodySchema = z.object({
  ...resultBodyBase,
  /** all_thema: the old misspelling, accepted as all_theme. */
  type: z.enum(['all_theme', 'all_thema']),
  idx: blockIdx().optional(),
});
export type CreditResultBody = z.infer<typeof creditResultBodySchema>;

export const resultOutcomeSchema = z.object({
  attempt_id: z.string(),
  type: testTypeSchema,
  theme_id: z.number().int().nullable(),
  idx: z.number().int().nullable(),
  /** Correct answers. */
  result: z.number().int(),
  count_question: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  time: z.number().int(),
  /** The ids answered wrongly, as the server scored them. */
  wrong_question_ids: z.array(z.number().int()),
  block: blockSchema.nullable(),
  progress_car: progressCarSchema.nullable(),
  /** After a credit test: the right answer of each question, for the review. */
  correct_answers: z.array(z.object({ question_id: z.number().int(), answer_id: z.number().int() })),
});
export type ResultOutcome = z.infer<typeof resultOutcomeSchema>;

export const resultResponseSchema = z
  .object({ status: z.literal('ok'), result: resultOutcomeSchema })
  .meta({ id: 'ResultOutcome' });
export type ResultResponse = z.infer<typeof resultResponseSchema>;

export const totalProgressSchema = z
  .object({
    theme: z.number().int(),
    progress: z.number().int(),
    exam_pass: z.number().int(),
    /** Questions of the learner's themes. */
    total: z.number().int(),
    /** Of them, those whose latest answer is right. */
    success: z.number().int(),
    /** Of them, those whose latest answer is wrong: mistakes only, never a question left unanswered. */
    error: z.number().int(),
  })
  .meta({ id: 'TotalProgress' });
export type TotalProgress = z.infer<typeof totalProgressSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  type: testTypeSchema,
  /** The licence category of an exam; null for other tests and for exams recorded before categories. */
  category: categoryCodeSchema.nullable(),
  /** The language of an exam's questions; null for other tests (decision 171). */
  language: z.enum(LANGUAGES).nullable(),
  theme: z.object({ id: z.number().int(), number: z.number().int(), title: z.string() }).nullable(),
  result: z.number().int(),
  count_question: z.number().int(),
  /** mm:ss */
  time: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const studentResultsResponseSchema = z
  .object({ result: z.array(historyEntrySchema) })
  .meta({ id: 'StudentResults' });
export type StudentResultsResponse = z.infer<typeof studentResultsResponseSchema>;
