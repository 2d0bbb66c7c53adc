import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { questions } from './content.ts';

/**
 * How many learners chose each answer first ('Правильно відповідають N% учнів', issue 51, item 4): a learner's
 * first answer to a question is the one their review card is created by, and a trigger on review_cards
 * (migration 0027) adds it here in the same statement, so every way an answer is recorded counts and none counts
 * twice. The share right is read against the answer key of the day (modules/stats), so a corrected key corrects
 * the share too.
 */
export const answerChoices = pgTable(
  'answer_choices',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    // No foreign key: the trigger must never refuse a learner's answer; a retired answer stays (answers are never
    // deleted) and the read keeps only the answers of the day.
    answerId: integer('answer_id').notNull(),
    learners: integer('learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.answerId] })],
);
