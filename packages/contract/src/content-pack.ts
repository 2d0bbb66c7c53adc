import { z } from 'zod';
import { CATEGORY_CODES } from './catalog.ts';

/**
 * Files of a content pack (format 1), as described in docs/content-format.md. These schemas check the shape of
 * each file; the importer adds the checks that span files (ids, themes, images, HTML safety).
 * The JSON Schema files in content/schema/ are generated from them (`npm run content -- schema`).
 */

export const CONTENT_PACK_FORMAT = 1;
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 5;

/** PostgreSQL `integer`: ids must fit it. */
const id = z.number().int().min(1).max(2_147_483_647);
const text = z.string().trim().min(1, 'не може бути порожнім');

/** A bare file name (no folders) of a picture in JPEG, PNG, WebP or SVG. */
export const IMAGE_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|SVG|PNG|JPE?G|WEBP)$/;
export const imageFileSchema = z
  .string()
  .regex(IMAGE_FILE_PATTERN, 'має бути назвою файлу .svg, .png, .jpg, .jpeg або .webp без теки')
  .describe('File name under images/question/ or images/theory/');

/** What a question's picture shows, read by a screen reader in place of it; with `image` only. */
const imageAltSchema = text.describe(
  "What the picture shows, for a screen reader: what a sighted learner sees, never the answer (with 'image' only)",
);

/** YouTube addresses in the three forms the player understands: short link, watch link, shorts. */
export const VIDEO_URL_PATTERN =
  /^https:\/\/(?:youtu\.be\/[\w-]{11}|(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=[\w-]{11}|shorts\/[\w-]{11}))(?:[?&#][^\s]*)?$/;
export const videoUrlSchema = z
  .string()
  .regex(VIDEO_URL_PATTERN, 'має бути адресою YouTube: https://youtu.be/…, …/watch?v=… або …/shorts/…');

export const examGroupSchema = z.enum(['rules', 'safety', 'vehicle', 'first_aid']);
export type ExamGroup = z.infer<typeof examGroupSchema>;

export const packManifestSchema = z
  .strictObject({
    format: z.literal(CONTENT_PACK_FORMAT),
    name: text,
    version: text,
    description: z.string().optional(),
  })
  .meta({ id: 'ContentPackManifest', title: 'pack.json' });

/**
 * A text's English (decision 171): each part of the pack may carry an optional `en` object beside its Ukrainian,
 * with the same fields; a learner reading in English gets it, or the Ukrainian with an 'Ukrainian only' mark.
 */
const english = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape).optional().describe('The English of the texts beside it');

export const packThemeSchema = z.strictObject({
  id,
  number: z.number().int().min(1).max(999),
  title: text,
  en: english({ title: text }),
  free: z.boolean().describe('Open on the free tariff'),
  group: examGroupSchema,
  categories: z
    .array(z.enum(CATEGORY_CODES))
    .min(1)
    .optional()
    .describe('Licence categories the theme applies to; omitted means all'),
});
export const themesFileSchema = z
  .array(packThemeSchema)
  .min(1)
  .meta({ id: 'ContentPackThemes', title: 'themes.json' });

export const packAnswerSchema = z.strictObject({
  id,
  text,
  correct: z.boolean(),
  en: english({ text }),
});

export const packQuestionSchema = z.strictObject({
  id,
  theme_id: id,
  text,
  image: imageFileSchema.optional(),
  image_alt: imageAltSchema.optional(),
  notes: text.describe('The comment: HTML, the rule the answer rests on'),
  en: english({ text, notes: text, image_alt: imageAltSchema.optional() }),
  video_url: videoUrlSchema.optional(),
  categories: z
    .array(z.enum(CATEGORY_CODES))
    .min(1)
    .optional()
    .describe('Licence categories the question applies to; omitted means all'),
  answers: z
    .array(packAnswerSchema)
    .min(MIN_ANSWERS, `має бути від ${MIN_ANSWERS} до ${MAX_ANSWERS} відповідей`)
    .max(MAX_ANSWERS, `має бути від ${MIN_ANSWERS} до ${MAX_ANSWERS} відповідей`)
    .describe('In the order shown; exactly one is correct'),
});
export const questionsFileSchema = z
  .array(packQuestionSchema)
  .meta({ id: 'ContentPackQuestions', title: 'questions/<theme-number>.json' });

export const packTheoryBlockSchema = z.strictObject({
  content: z.string().describe('Rich HTML; pictures as <img src="images/theory/<file>">'),
  images: z.array(imageFileSchema).default([]),
  videos: z.array(videoUrlSchema).default([]),
  comment: z.string().default('').describe('Expert comment, HTML; may be empty'),
  en: english({ content: z.string(), comment: z.string().default('') }),
});
export const packTheoryThemeSchema = z.strictObject({
  id,
  number: z.number().int().min(1).max(999),
  title: text,
  en: english({ title: text }),
  blocks: z.array(packTheoryBlockSchema).min(1),
});
export const packTheorySchema = z.strictObject({
  id,
  name: text,
  en: english({ name: text }),
  image: imageFileSchema.optional(),
  themes: z.array(packTheoryThemeSchema).min(1),
});
export const theoriesFileSchema = z
  .array(packTheorySchema)
  .meta({ id: 'ContentPackTheories', title: 'theories.json' });

const pageSchema = z.strictObject({
  title: text,
  content: text.describe('HTML'),
  en: english({ title: text, content: text }),
});
export const pagesFileSchema = z
  .strictObject({ term: pageSchema, about: pageSchema })
  .meta({ id: 'ContentPackPages', title: 'pages.json' });

export const freePremiumFileSchema = z
  .strictObject({
    title: text,
    description: text,
    en: english({ title: text, description: text }),
    ends_at: z.iso.datetime({ offset: true, error: 'має бути датою й часом ISO 8601 зі зсувом' }),
    days: z.number().int().min(1).max(3650),
  })
  .meta({ id: 'ContentPackFreePremium', title: 'free-premium.json' });

/** ЄДРПОУ (8 digits) of a company or РНОКПП (10 digits) of a sole trader (ФОП). */
export const TAX_ID_PATTERN = /^(?:\d{8}|\d{10})$/;

/** site.json: what the site says about itself; nothing of it is invented by the app (decision 093). */
export const siteFileSchema = z
  .strictObject({
    demo: z.boolean().describe('true for a demo pack: test screens say the questions are a demo'),
    official_questions: z
      .boolean()
      .describe('true only when the questions are the official exam bank: the site may then say so'),
    seller: z
      .strictObject({
        legal_name: text.max(200).describe('ТОВ «…» or ФОП …'),
        tax_id: z.string().regex(TAX_ID_PATTERN, 'має бути кодом ЄДРПОУ (8 цифр) або РНОКПП (10 цифр)'),
        address: text.max(300),
        email: z.email('має бути адресою електронної пошти'),
      })
      .optional()
      .describe('who sells Premium: shown in the agreement and the footer'),
    agreement_date: z.iso
      .date('має бути датою РРРР-ММ-ДД')
      .optional()
      .describe("the agreement's effective date"),
    figures: z
      .array(z.strictObject({ value: text.max(16), label: text.max(120) }))
      .max(6)
      .optional()
      .describe('figures about the service the operator stands behind, shown on the home page'),
    contacts: z
      .strictObject({
        telegram: z
          .url({ protocol: /^https$/, error: 'має бути адресою https://t.me/…' })
          .max(200)
          .optional(),
        viber: z
          .string()
          .regex(/^viber:\/\/[\w?=&./%-]{1,200}$/, 'має бути адресою viber://…')
          .optional(),
      })
      .optional()
      .describe(
        "the operator's messenger addresses for the home page's contact block; none shown without them",
      ),
  })
  .meta({ id: 'ContentPackSite', title: 'site.json' });

export type PackManifest = z.infer<typeof packManifestSchema>;
export type PackTheme = z.infer<typeof packThemeSchema>;
export type PackQuestion = z.infer<typeof packQuestionSchema>;
export type PackAnswer = z.infer<typeof packAnswerSchema>;
export type PackTheory = z.infer<typeof packTheorySchema>;
export type PackTheoryTheme = z.infer<typeof packTheoryThemeSchema>;
export type PackTheoryBlock = z.infer<typeof packTheoryBlockSchema>;
export type PagesFile = z.infer<typeof pagesFileSchema>;
export type FreePremiumFile = z.infer<typeof freePremiumFileSchema>;
export type SiteFile = z.infer<typeof siteFileSchema>;

/** The files whose JSON Schema is published in content/schema/, by schema file name. */
export const PACK_FILE_SCHEMAS = {
  'pack.schema.json': packManifestSchema,
  'themes.schema.json': themesFileSchema,
  'questions.schema.json': questionsFileSchema,
  'theories.schema.json': theoriesFileSchema,
  'pages.schema.json': pagesFileSchema,
  'free-premium.schema.json': freePremiumFileSchema,
  'site.schema.json': siteFileSchema,
} as const;
