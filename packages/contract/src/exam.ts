import { z } from 'zod';
import { EXAM_DURATION_S, EXAM_MAX_MISTAKES } from './constants.ts';
import { categoryCodeSchema } from './catalog.ts';
import { examGroupSchema } from './content-pack.ts';
import { idSchema, int4Schema } from './fields.ts';
import { LANGUAGES, localized } from './language.ts';
import { resultOutcomeSchema, testTimeSchema } from './learning.ts';

/**
 * The exam (spec sections 1, 4, 7 and 9; docs/decisions/040-exam.md): 20 questions in 20 minutes, each answer
 * checked by the server one at a time, over at the third mistake, when all are answered or at the deadline.
 */

export { EXAM_DURATION_S, EXAM_MAX_MISTAKES, EXAM_QUESTION_COUNT } from './constants.ts';
/** The mistake that ends the exam, failed: the one after the most it allows (the third). */
export const EXAM_FAILING_MISTAKES = EXAM_MAX_MISTAKES + 1;

export const EXAM_END_REASONS = ['mistakes', 'answered', 'deadline', 'submitted'] as const;
export const examEndReasonSchema = z.enum(EXAM_END_REASONS);
export type ExamEndReason = z.infer<typeof examEndReasonSchema>;

export const examMessages = localized({
  uk: {
    // Says what is used up and when it comes back (decision 143): the free tariff's day is the Kyiv calendar day.
    dailyLimit:
      'Сьогоднішній безкоштовний іспит уже використано: на безкоштовному тарифі іспит можна складати один раз на день. Наступний — завтра, від 00:00 за київським часом. З Преміумом — без обмежень.',
    noOpenExam: 'Незавершеного іспиту немає',
    notFound: 'Іспит не знайдено',
    closed: 'Іспит уже завершено',
    timeIsUp: 'Час іспиту вичерпано',
    questionNotInExam: 'Цього питання немає в іспиті',
    alreadyAnswered: 'На це питання вже є відповідь',
    answerOfAnotherQuestion: 'Ця відповідь належить до іншого питання',
    entriesDisagree: 'Надіслані відповіді не збігаються із записаними на сервері',
    changed: 'Іспит змінився під час запиту. Спробуйте ще раз',
    clientAnswerIdTaken: 'Цей ідентифікатор уже використано для іншого питання',
    // The exam groups' names in the readiness card (readinessGroupSchema's label).
    groupRules: 'Правила дорожнього руху',
    groupSafety: 'Безпека дорожнього руху',
    groupVehicle: 'Будова і технічний стан транспортного засобу',
    groupFirstAid: 'Домедична допомога',
  },
  en: {
    dailyLimit:
      'Today’s free exam has been used: on the free plan you can take the exam once a day. The next one is tomorrow, from 00:00 Kyiv time. With Premium there is no limit.',
    noOpenExam: 'There is no unfinished exam',
    notFound: 'Exam not found',
    closed: 'The exam is already over',
    timeIsUp: 'The exam time is up',
    questionNotInExam: 'This question is not in the exam',
    alreadyAnswered: 'This question has already been answered',
    answerOfAnotherQuestion: 'This answer belongs to another question',
    entriesDisagree: 'The answers sent do not match those recorded on the server',
    changed: 'The exam changed during the request. Please try again',
    clientAnswerIdTaken: 'This identifier has already been used for another question',
    groupRules: 'Rules of the road',
    groupSafety: 'Road safety',
    groupVehicle: 'Vehicle design and technical condition',
    groupFirstAid: 'First aid',
  },
});

/** One answer given so far, as the server checked it. */
export const examGivenAnswerSchema = z.object({
  question_id: z.number().int(),
  answer_id: z.number().int(),
  correct: z.boolean(),
  right_answer_id: z.number().int(),
});
export type ExamGivenAnswer = z.infer<typeof examGivenAnswerSchema>;

export const examReviewEntrySchema = z.object({
  question_id: z.number().int(),
  right_answer_id: z.number().int(),
});
export type ExamReviewEntry = z.infer<typeof examReviewEntrySchema>;

/** An exam, open or closed: what `GET /get-questions-exam-crypt` and `GET /exam-crypt` answer. */
export const examResponseSchema = z
  .object({
    exam_id: z.uuid(),
    type: z.literal('exam'),
    /** The licence category the exam was drawn for. */
    category: categoryCodeSchema,
    /** The language of all its questions: the learner's at the start (decision 171). */
    language: z.enum(LANGUAGES),
    count: z.number().int(),
    started_at: z.string(),
    deadline_at: z.string(),
    /** 0..1200, counted from the server's clock. */
    seconds_left: z.number().int().min(0).max(EXAM_DURATION_S),
    /** base64 of the JSON array of questions (questionSchema of learning.ts), never with the key or the hint. */
    data: z.string(),
    /** Answers given so far, in the order given. */
    answers: z.array(examGivenAnswerSchema),
    correct: z.number().int(),
    mistakes: z.number().int(),
    closed: z.boolean(),
    end_reason: examEndReasonSchema.nullable(),
    /** null while open. */
    passed: z.boolean().nullable(),
    /** Every question's right answer, only once the exam is closed. */
    review: z.array(examReviewEntrySchema).nullable(),
  })
  .meta({ id: 'Exam' });
export type ExamResponse = z.infer<typeof examResponseSchema>;

export const examQuerySchema = z.object({ exam_id: z.uuid().optional() });
export type ExamQuery = z.infer<typeof examQuerySchema>;

export const examAnswerBodySchema = z.object({
  exam_id: z.uuid(),
  question_id: idSchema(),
  answer_id: idSchema(),
  /** Made by the client once per answer; a resend carries the same id and gets the stored outcome. */
  client_answer_id: z.uuid(),
});
export type ExamAnswerBody = z.infer<typeof examAnswerBodySchema>;

export const examAnswerResponseSchema = z
  .object({
    question_id: z.number().int(),
    answer_id: z.number().int(),
    correct: z.boolean(),
    right_answer_id: z.number().int(),
    correct_count: z.number().int(),
    mistakes: z.number().int(),
    answered: z.number().int(),
    over: z.boolean(),
    end_reason: examEndReasonSchema.nullable(),
    passed: z.boolean().nullable(),
    seconds_left: z.number().int().min(0).max(EXAM_DURATION_S),
  })
  .meta({ id: 'ExamAnswerOutcome' });
export type ExamAnswerResponse = z.infer<typeof examAnswerResponseSchema>;

/** `POST /test-successful` with type exam: closes the exam; the server's recorded answers are the score. */
export const examResultBodySchema = z.object({
  attempt_id: z.uuid(),
  type: z.literal('exam'),
  exam_id: z.uuid(),
  /** Seconds, or 'mm:ss'. */
  time: testTimeSchema(),
  /** JSON string of [{ answer_id, question_id, correct? }]: checked against the recorded answers. */
  data_question: z.string().max(200_000),
  result: int4Schema().optional(),
  count_question: int4Schema().optional(),
});
export type ExamResultBody = z.infer<typeof examResultBodySchema>;

export const examErrorThemeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
});
export type ExamErrorTheme = z.infer<typeof examErrorThemeSchema>;

export const examResultResponseSchema = z
  .object({
    status: z.literal('ok'),
    result: resultOutcomeSchema,
    data: z.object({
      /** Themes with mistakes by theme number: filled for Premium learners only. */
      errors: z.object({ themes: z.array(examErrorThemeSchema) }),
      /** Set for a free learner: the analytics are Premium. */
      premium_required: z.literal(true).optional(),
    }),
  })
  .meta({ id: 'ExamResult' });
export type ExamResultResponse = z.infer<typeof examResultResponseSchema>;

export const examRulesResponseSchema = z.object({ read: z.boolean() }).meta({ id: 'ExamRules' });
export type ExamRulesResponse = z.infer<typeof examRulesResponseSchema>;

export const readinessGroupSchema = z.object({
  group: examGroupSchema,
  /** The group's name in the request's language. */
  label: z.string(),
  /** Questions of this group answered wrongly over the counted exams (the exams' own mistakes, nothing else). */
  mistakes: z.number().int(),
  /** Questions of this group left unanswered when those exams ended: points lost, but no mistakes. */
  unanswered: z.number().int(),
  /** Questions of this group over the counted exams. */
  questions: z.number().int(),
});
export type ReadinessGroup = z.infer<typeof readinessGroupSchema>;

export const readinessResponseSchema = z
  .object({
    /** The category these figures are for: only its exams count. */
    category: categoryCodeSchema,
    /** Counted exams: up to the last 10 closed ones. */
    exams: z.number().int(),
    passed: z.number().int(),
    /** null with fewer than 3 exams. */
    percent: z.number().int().nullable(),
    /** How many more exams until 3, else 0. */
    needed: z.number().int(),
    /** Groups with mistakes or unanswered questions, by the share of their questions lost either way. */
    groups: z.array(readinessGroupSchema),
  })
  .meta({ id: 'ExamReadiness' });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
