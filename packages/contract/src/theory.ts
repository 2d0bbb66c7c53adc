import { z } from 'zod';
import { idParamSchema } from './fields.ts';
import { localized } from './language.ts';

/** Theory section (spec sections 2, 3 and 7): Premium only. */

export const theoryMessages = localized({
  uk: {
    premiumOnly: 'Теорія доступна з тарифом Преміум',
    noTheory: 'Теорію не знайдено',
    noTheme: 'Тему теорії не знайдено',
  },
  en: {
    premiumOnly: 'Theory comes with the Premium plan',
    noTheory: 'Theory not found',
    noTheme: 'Theory topic not found',
  },
});

const id = idParamSchema();

export const theoryParamsSchema = z.object({ id });
export const theoryContentParamsSchema = z.object({ id, contentId: id });

export const theorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable().describe('Absolute address of the 50×50 picture'),
  theme_count: z.number().int().nonnegative(),
});
export const theoriesResponseSchema = z
  .object({ data: z.array(theorySummarySchema) })
  .meta({ id: 'Theories' });

export const theoryThemeSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
});
export const theoryResponseSchema = z
  .object({
    data: z.object({
      theory_id: z.number().int(),
      theory_name: z.string(),
      themes: z.array(theoryThemeSummarySchema),
    }),
  })
  .meta({ id: 'Theory' });

export const theoryBlockSchema = z.object({
  content: z.string().describe('Sanitised HTML; picture addresses are absolute'),
  images: z.array(z.string()).describe('Absolute picture addresses'),
  videos: z.array(z.string()).describe('YouTube addresses'),
  comment: z.string().describe('Expert comment, sanitised HTML; may be empty'),
});
const themeRef = z.object({ id: z.number().int() }).nullable();
export const theoryContentResponseSchema = z
  .object({
    data: z.object({
      content: z.object({
        number: z.number().int().describe('The number of the test theme this theory theme explains'),
        title: z.string(),
        blocks: z.array(theoryBlockSchema),
      }),
      themes_count: z.number().int(),
      // Theme numbers follow the test themes (1, 2, 16): the counter '3/3' is the place in the theory.
      position: z.number().int().positive().default(1).describe('Place of this theme in its theory, from 1'),
      previous_theme: themeRef.describe('Null on the first theme'),
      next_theme: themeRef.describe('Null on the last theme'),
    }),
  })
  .meta({ id: 'TheoryContent' });

export type TheorySummary = z.infer<typeof theorySummarySchema>;
export type TheoriesResponse = z.infer<typeof theoriesResponseSchema>;
export type TheoryResponse = z.infer<typeof theoryResponseSchema>;
export type TheoryBlock = z.infer<typeof theoryBlockSchema>;
export type TheoryContentResponse = z.infer<typeof theoryContentResponseSchema>;
