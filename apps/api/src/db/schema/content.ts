import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, timestamp, serial, index } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: smallint('position').notNull(),
});

export const themes = pgTable(
  'themes',
  {
    id: integer('id').primaryKey(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    /** The English texts (decision 171): null where the pack gives none, and the Ukrainian shows. */
    titleEn: text('title_en'),
    free: boolean('free').notNull().default(false),
    examGroup: text('exam_group', { enum: ['rules', 'safety', 'vehicle', 'first_aid'] }).notNull(),
    /** Category codes the theme applies to; empty means every category (modules/content/categories.ts). */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('themes_number_idx').on(t.number)],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    image: text('image'),
    /** What the picture shows, for a screen reader; null for the generic 'Ілюстрація до питання'. */
    imageAlt: text('image_alt'),
    notes: text('notes').notNull(),
    textEn: text('text_en'),
    notesEn: text('notes_en'),
    imageAltEn: text('image_alt_en'),
    videoUrl: text('video_url'),
    /** Category codes the question applies to; empty means every category. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('questions_theme_position_idx').on(t.themeId, t.position)],
);

export const answers = pgTable(
  'answers',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    textEn: text('text_en'),
    correct: boolean('correct').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('answers_question_idx').on(t.questionId)],
);

export const theories = pgTable('theories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  image: text('image'),
  position: integer('position').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const theoryThemes = pgTable('theory_themes', {
  id: integer('id').primaryKey(),
  theoryId: integer('theory_id')
    .notNull()
    .references(() => theories.id),
  number: integer('number').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const theoryBlocks = pgTable('theory_blocks', {
  id: serial('id').primaryKey(),
  theoryThemeId: integer('theory_theme_id')
    .notNull()
    .references(() => theoryThemes.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  content: text('content').notNull(),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  videos: text('videos')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  comment: text('comment').notNull().default(''),
  contentEn: text('content_en'),
  commentEn: text('comment_en'),
});

export const pages = pgTable('pages', {
  slug: text('slug', { enum: ['term', 'about'] }).primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  titleEn: text('title_en'),
  contentEn: text('content_en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's free-premium trial offer: a single row (id 1). */
export const freePremiumOffer = pgTable('free_premium_offer', {
  id: smallint('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  titleEn: text('title_en'),
  descriptionEn: text('description_en'),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  days: integer('days').notNull(),
});
