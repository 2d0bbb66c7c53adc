import type { ReportReason, ReportState } from '@pdr/contract/report-reasons';

/** Every TanStack Query key of the app, from one place, so mutations can invalidate by them. */
export const queryKeys = {
  config: ['config'] as const,
  categories: ['categories'] as const,
  page: (slug: 'term' | 'about') => ['page', slug] as const,
  freePremium: ['free-premium'] as const,
  user: ['user'] as const,
  progressTotal: ['progress', 'total'] as const,
  themes: ['themes'] as const,
  blocks: (themeId: number) => ['blocks', themeId] as const,
  studentResults: ['student-results'] as const,
  /** Questions of the test in progress (one test at a time). */
  testQuestions: ['test-questions'] as const,
  /** The device's copy of that test, which paints a reloaded lesson while the server's copy is on its way. */
  testOnDevice: ['test-on-device'] as const,
  /** The Ukrainian original of a question read in English ('Show in Ukrainian'). */
  questionOriginal: (questionId: number) => ['question-original', questionId] as const,
  schools: ['schools'] as const,
  groups: (schoolId: number) => ['groups', schoolId] as const,
  theories: ['theories'] as const,
  theory: (theoryId: number) => ['theories', theoryId] as const,
  theoryContent: (theoryId: number, contentId: number) =>
    ['theories', theoryId, 'content', contentId] as const,
  /** One Premium order, polled by the payment return screen. */
  order: (orderId: string) => ['orders', orderId] as const,
  /** One exam of the learner, open or closed (the run after a reload, the review of correct answers). */
  exam: (examId: string) => ['exam', examId] as const,
  examRules: ['exam', 'rules'] as const,
  examReadiness: ['exam', 'readiness'] as const,
  /** The teacher's cabinet: their groups, a group's pupil table, one pupil's page. */
  teacherGroups: ['teacher', 'groups'] as const,
  teacherPupils: (groupId: number) => ['teacher', 'groups', groupId, 'pupils'] as const,
  teacherPupil: (pupilId: number) => ['teacher', 'pupils', pupilId] as const,
  /** Repetition: theme strengths per tab, their counts, the due-session counts (all under one prefix). */
  repetition: ['repetition'] as const,
  repeatCounts: ['repetition', 'counts'] as const,
  repeatThemes: (type: 'low' | 'medium' | 'strong') => ['repetition', 'themes', type] as const,
  reviewSummary: ['repetition', 'summary'] as const,
  /** 'Обрані': the starred questions' ids (the stars) and the list with their themes (one prefix). */
  favouriteIds: ['favourites', 'ids'] as const,
  favourites: ['favourites', 'list'] as const,
  /** How hard a question is: the share of learners right, refreshed by the server every few minutes. */
  questionStats: (questionId: number) => ['question-stats', questionId] as const,
  /** The marathon of the active category: the next question, the place, the figures. */
  marathon: ['marathon'] as const,
  /** The bank's search (its results follow the active category) and a found question opened. */
  search: (q: string) => ['search', 'server', q] as const,
  searchOnDevice: (q: string) => ['search', 'device', q] as const,
  questionView: (questionId: number) => ['search', 'question', questionId] as const,
  /** The learner's own report on a question and its state. */
  myReport: (questionId: number) => ['reports', 'mine', questionId] as const,
  /** The operator's console (decision 145), all under one prefix: every change in it invalidates `admin`. */
  admin: ['admin'] as const,
  adminReports: (state: ReportState, reason: ReportReason | '') =>
    ['admin', 'reports', state, reason] as const,
  adminFeedback: (state: 'new' | 'done') => ['admin', 'feedback', state] as const,
  adminOrders: (phone: string, status: string) => ['admin', 'orders', phone, status] as const,
  adminOrder: (orderId: string) => ['admin', 'order', orderId] as const,
  adminTariff: ['admin', 'tariff'] as const,
  adminOffer: ['admin', 'offer'] as const,
  adminContent: ['admin', 'content'] as const,
  adminHardQuestions: (category: string) => ['admin', 'hard-questions', category] as const,
  adminAudit: ['admin', 'audit'] as const,
  adminSchools: (code: string) => ['admin', 'schools', code] as const,
};

/**
 * Server state that follows the learner's active category (the theme map and its blocks, total progress, the exam
 * and readiness, repetition), by prefix: switching the category (PUT /api/user/category) invalidates all of it.
 * The lesson in progress is not here: the server finishes it in the category it was opened in.
 */
export const categoryScopedKeys: readonly (readonly string[])[] = [
  queryKeys.themes,
  ['blocks'],
  queryKeys.progressTotal,
  ['exam'],
  queryKeys.repetition,
  // The list shows the active category's questions only.
  queryKeys.favourites,
  // The search and the marathon answer in the active category.
  ['search'],
  queryKeys.marathon,
];
