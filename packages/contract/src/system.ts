import { z } from 'zod';

/** The seller of Premium, from the content pack. */
export const sellerSchema = z.object({
  legal_name: z.string(),
  tax_id: z.string(),
  address: z.string(),
  email: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** What the content pack says about the site (decision 093); a pack without site.json says nothing. */
export const siteInfoSchema = z.object({
  demo: z.boolean(),
  official_questions: z.boolean(),
  seller: sellerSchema.nullable(),
  agreement_date: z.string().nullable().describe('YYYY-MM-DD'),
  figures: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The operator's messenger addresses; the contact block shows only these. */
  contacts: z.object({ telegram: z.string().optional(), viber: z.string().optional() }).default({}),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** What a site without site.json says about itself: nothing. */
export const NOTHING_CLAIMED: SiteInfo = {
  demo: false,
  official_questions: false,
  seller: null,
  agreement_date: null,
  figures: [],
  contacts: {},
};

export { STUDENTS_SHOWN_FROM } from './constants.ts';

export const healthResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export const configResponseSchema = z
  .object({
    subscription: z.object({
      price: z.number().int().nonnegative().describe('Premium price in UAH'),
      days: z.number().int().positive().describe('Premium term in days'),
      former_price: z
        .number()
        .int()
        .positive()
        .nullable()
        .default(null)
        .describe('a real former price set by the operator, only when above the price (decision 092)'),
    }),
    users: z.object({
      students: z
        .number()
        .int()
        .nonnegative()
        .describe('pupils who passed the exam on the trainer (decision 142)'),
    }),
    // Defaults that claim nothing, so a client reading an older server shows no invented figure.
    content: z
      .object({
        questions: z.number().int().nonnegative().describe('active questions in the bank'),
        videos: z
          .number()
          .int()
          .nonnegative()
          .default(0)
          .describe('question video hints and theory videos: no screen promises videos when there are none'),
      })
      .default({ questions: 0, videos: 0 }),
    site: siteInfoSchema.default(NOTHING_CLAIMED),
    /** The sandbox provider takes no money: every purchase screen says so (decision 129). */
    payment_sandbox: z.boolean().default(false).describe('payments go to the sandbox: no money is taken'),
  })
  .meta({ id: 'Config' });

export type ConfigResponse = z.infer<typeof configResponseSchema>;
