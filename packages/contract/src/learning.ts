import { z } from 'zod';

/** Test types of spec section 4; all_thema is the old misspelling some clients still send. */
export const TEST_TYPES = ['theme', 'retest', 'all_theme', 'exam'] as const;
export const testTypeSchema = z.enum(TEST_TYPES);
export type TestType = z.infer<typeof testTypeSchema>;
