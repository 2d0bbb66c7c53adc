import { z } from 'zod';

export const pageSlugSchema = z.enum(['term', 'about']);
export type PageSlug = z.infer<typeof pageSlugSchema>;

export const pageResponseSchema = z
  .object({ data: z.object({ title: z.string(), content: z.string().describe('Sanitised HTML') }) })
  .meta({ id: 'Page' });
export type PageResponse = z.infer<typeof pageResponseSchema>;

export const freePremiumResponseSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    timer: z.iso.datetime({ offset: true }).describe('End of the offer'),
    premium_days: z.number().int().positive().describe('Days of Premium the offer gives'),
    days_left: z.number().int().nonnegative().describe('Whole days until the offer ends'),
    active: z.boolean(),
  })
  .meta({ id: 'FreePremium' });
export type FreePremiumResponse = z.infer<typeof freePremiumResponseSchema>;

export const takeFreePremiumResponseSchema = z
  .object({
    message: z.string(),
    premium_until: z.iso.datetime({ offset: true }).describe('New end of the paid-up Premium'),
  })
  .meta({ id: 'TakeFreePremium' });
export type TakeFreePremiumResponse = z.infer<typeof takeFreePremiumResponseSchema>;
