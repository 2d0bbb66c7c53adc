import { z } from 'zod';

export const CATEGORY_CODES = [
  'A',
  'A1',
  'B',
  'B1',
  'C',
  'C1',
  'D',
  'D1',
  'BE',
  'C1E',
  'CE',
  'D1E',
  'DE',
  'T',
] as const;
export const categoryCodeSchema = z.enum(CATEGORY_CODES);
export type CategoryCode = z.infer<typeof categoryCodeSchema>;

export const categorySchema = z.object({ id: z.number().int(), label: categoryCodeSchema });
export const categoriesResponseSchema = z
  .object({ categories: z.array(categorySchema) })
  .meta({ id: 'Categories' });

export type Category = z.infer<typeof categorySchema>;

/** The category a learner has before they choose one (spec section 9: default category B). */
export const DEFAULT_CATEGORY: CategoryCode = 'B';

import { categoryMessages } from './category-messages.ts';

export { categoryMessages };

/** PUT /user/category: the category the learner prepares for now, one of their chosen categories. */
export const activeCategoryBodySchema = z
  .object({
    category: z
      .string({ error: () => categoryMessages.unknown })
      .max(8, { error: () => categoryMessages.unknown }),
  })
  .meta({ id: 'ActiveCategoryRequest' });
export type ActiveCategoryBody = z.infer<typeof activeCategoryBodySchema>;

/** What the active category can do with the content loaded now. */
export const categoryStateSchema = z.object({
  label: categoryCodeSchema,
  /** A full exam (10/4/4/2, design questions of this category) can be drawn. */
  full_exam: z.boolean(),
});
