import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { questions } from './content.ts';

/** PostgreSQL's tsvector, which drizzle has no column type for; only SQL reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search documents of the active questions (issue 51, item 1), one per question and language: the question's
 * text (weight A), its answers (B) and its comment (C), lower case without apostrophes. Derived from the content,
 * rebuilt in the import's transaction (modules/content/search-index.ts); the GIN index finds a query's words.
 */
export const questionSearch = pgTable(
  'question_search',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['uk', 'en'] }).notNull(),
    /** Everything searched: the text (weight A), the answers (B) and the comment (C); the GIN index's column. */
    document: tsvector('document').notNull(),
    /** The text alone, and the answers alone: a match in either ranks the question higher. */
    title: tsvector('title').notNull(),
    answers: tsvector('answers').notNull(),
    /** The question's place in the bank (its theme's number, then its position), and the categories of both. */
    bankOrder: integer('bank_order').notNull(),
    questionCategories: text('question_categories').array().notNull(),
    themeCategories: text('theme_categories').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.language] }),
    index('question_search_document_idx').using('gin', sql`${t.document}`),
  ],
);
