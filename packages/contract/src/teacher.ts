import { z } from 'zod';
import { categoryCodeSchema } from './catalog.ts';
import { idParamSchema } from './fields.ts';
import { localized } from './language.ts';
import { testTypeSchema } from './learning.ts';
import { readinessResponseSchema } from './exam.ts';

/**
 * The teacher's cabinet (decision 080): a teacher (role_id 4) sees the groups they teach and the progress of their
 * pupils. Nothing here carries a password, a token or a whole phone number.
 */

export const teacherMessages = localized({
  uk: {
    notTeacher: 'Цей розділ лише для викладачів',
    groupNotFound: 'Групу не знайдено',
    pupilNotFound: 'Учня не знайдено',
    // The columns of the group's CSV export, in the teacher's language.
    csvLastName: 'Прізвище',
    csvFirstName: "Ім'я",
    csvCategory: 'Категорія',
    csvPremiumUntil: 'Преміум до',
    csvThemesDone: 'Теми пройдено',
    csvThemesTotal: 'Усього тем',
    csvProgress: 'Прогрес (%)',
    csvCreditsPassed: 'Заліків складено',
    csvExams30d: 'Іспитів за 30 днів',
    csvExamsPassed30d: 'Іспитів складено за 30 днів',
    csvReadiness: 'Готовність до іспиту (%)',
    csvLastActivity: 'Остання активність',
  },
  en: {
    notTeacher: 'This section is for teachers only',
    groupNotFound: 'Group not found',
    pupilNotFound: 'Pupil not found',
    csvLastName: 'Last name',
    csvFirstName: 'First name',
    csvCategory: 'Category',
    csvPremiumUntil: 'Premium until',
    csvThemesDone: 'Themes done',
    csvThemesTotal: 'Themes in all',
    csvProgress: 'Progress (%)',
    csvCreditsPassed: 'Credit tests passed',
    csvExams30d: 'Exams in 30 days',
    csvExamsPassed30d: 'Exams passed in 30 days',
    csvReadiness: 'Exam readiness (%)',
    csvLastActivity: 'Last activity',
  },
});

/** Days counted for "exams in the last 30 days". */
export const TEACHER_EXAM_WINDOW_DAYS = 30;
/** Tests shown in a pupil's history, newest first. */
export const PUPIL_HISTORY_LIMIT = 50;

// ---- GET /teacher/groups ----
export const teacherGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 8 digits: the teacher hands it out, so it is shown here (and nowhere else but the profile). */
  code: z.string(),
  school_name: z.string(),
  pupils: z.number().int(),
  /** The registration address with this code, under the site's public address (what the QR code holds). */
  invite_url: z.string(),
});
export type TeacherGroup = z.infer<typeof teacherGroupSchema>;

export const teacherGroupsResponseSchema = z
  .object({ groups: z.array(teacherGroupSchema) })
  .meta({ id: 'TeacherGroups' });
export type TeacherGroupsResponse = z.infer<typeof teacherGroupsResponseSchema>;

// ---- GET /teacher/groups/:groupId/pupils (and .csv) ----
export const teacherGroupParamsSchema = z.object({ groupId: idParamSchema() });
export const teacherPupilParamsSchema = z.object({ pupilId: idParamSchema() });

export const pupilReadinessSchema = z.object({
  /** Closed exams counted (up to the last 10). */
  exams: z.number().int(),
  /** Share of those passed; null with fewer than 3 exams. */
  percent: z.number().int().nullable(),
});

export const pupilRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Masked (phone.ts maskPhone): +38 (067) *** ** 45. */
  phone: z.string(),
  /** The category the pupil prepares for now: the figures are that category's. */
  active_category: categoryCodeSchema,
  /** Null without Premium or when it has ended. */
  premium_until: z.iso.datetime({ offset: true }).nullable(),
  /** Themes completed: every block done and a credit test of 50% or more. */
  themes_done: z.number().int(),
  themes_total: z.number().int(),
  /** Share of done blocks across all themes, 0-100. */
  progress: z.number().int(),
  /** Themes whose best credit test reached 50%. */
  credits_passed: z.number().int(),
  exams_taken_30d: z.number().int(),
  exams_passed_30d: z.number().int(),
  readiness: pupilReadinessSchema,
  /** The latest finished test or exam start; null if the pupil has done nothing yet. */
  last_activity: z.iso.datetime({ offset: true }).nullable(),
});
export type PupilRow = z.infer<typeof pupilRowSchema>;

export const groupPupilsResponseSchema = z
  .object({
    group: teacherGroupSchema.pick({ id: true, name: true, code: true, school_name: true }),
    pupils: z.array(pupilRowSchema),
  })
  .meta({ id: 'TeacherGroupPupils' });
export type GroupPupilsResponse = z.infer<typeof groupPupilsResponseSchema>;

// ---- GET /teacher/pupils/:pupilId ----
export const pupilThemeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  blocks_done: z.number().int(),
  blocks_total: z.number().int(),
  /** Share of done blocks, 0-100. */
  progress: z.number().int(),
  /** Best credit-test score in percent; null before the first credit test. */
  credit: z.number().int().nullable(),
});

export const weakThemeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  /** Questions of the theme the pupil has answered (their latest answer to each). */
  answered: z.number().int(),
  correct: z.number().int(),
  percent: z.number().int(),
  strength: z.enum(['low', 'medium']),
});
export type WeakTheme = z.infer<typeof weakThemeSchema>;

export const pupilTestSchema = z.object({
  id: z.string(),
  type: testTypeSchema,
  /** The category of an exam; null for other tests. */
  category: categoryCodeSchema.nullable(),
  theme_number: z.number().int().nullable(),
  theme_title: z.string().nullable(),
  correct: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  time_s: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PupilTest = z.infer<typeof pupilTestSchema>;

export const pupilPageResponseSchema = z
  .object({
    pupil: pupilRowSchema,
    group: teacherGroupSchema.pick({ id: true, name: true }),
    themes: z.array(pupilThemeSchema),
    /** Themes below 90% correct by the latest answers, weakest first (decisions.md, repetition strength). */
    weak_themes: z.array(weakThemeSchema),
    readiness: readinessResponseSchema,
    history: z.array(pupilTestSchema),
  })
  .meta({ id: 'TeacherPupil' });
export type PupilPageResponse = z.infer<typeof pupilPageResponseSchema>;
