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
  schools: ['schools'] as const,
  groups: (schoolId: number) => ['groups', schoolId] as const,
  theories: ['theories'] as const,
  theory: (theoryId: number) => ['theories', theoryId] as const,
  theoryContent: (theoryId: number, contentId: number) =>
    ['theories', theoryId, 'content', contentId] as const,
};
