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
