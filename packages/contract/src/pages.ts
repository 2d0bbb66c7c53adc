import { z } from 'zod';
import { localized } from './language.ts';

/** The pages' and the free Premium trial's messages, in both languages. */
export const pageMessages = localized({
  uk: {
    termNotFound: 'Угоди не знайдено',
    pageNotFound: 'Сторінки не знайдено',
    noOffer: 'Пропозицію не знайдено',
    offerEnded: 'Пропозиція вже завершилася',
    offerTaken: 'Ви вже скористалися безкоштовним Преміумом',
    /** '3 дні', '15 березня 2027 р.': the days and the date in this language. */
    premiumActivated: (days: string, until: string) => `Преміум активовано на ${days}, до ${until}`,
  },
  en: {
    termNotFound: 'Agreement not found',
    pageNotFound: 'Page not found',
    noOffer: 'Offer not found',
    offerEnded: 'The offer has already ended',
    offerTaken: 'You have already used the free Premium',
    premiumActivated: (days: string, until: string) => `Premium activated for ${days}, until ${until}`,
  },
});

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
