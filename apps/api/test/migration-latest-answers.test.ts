import { describe, expect, it } from 'vitest';
import { beforeMigration } from './migrations-before.ts';

const MIGRATION = '0013_latest-answers-in-the-card';

describe('migration 0013: the latest answers move into the review cards (decision 126)', () => {
  const run = beforeMigration(MIGRATION);

  it(
    'keeps every latest answer and every schedule, and drops latest_answers',
    () =>
      run(async (client, migrateRest) => {
        await client.exec(`
        insert into users (id, phone, password_hash, first_name, last_name)
          values (1, '+380500000001', 'x', 'Ан', 'Ко'), (2, '+380500000002', 'x', 'Бо', 'Ло');
        insert into themes (id, number, title, exam_group) values (1, 1, 'Т', 'rules'), (2, 2, 'У', 'rules');
        insert into questions (id, theme_id, position, text, notes)
          values (11, 1, 1, 'а', ''), (12, 1, 2, 'б', ''), (21, 2, 1, 'в', '');
        -- Learner 1: two answers with their cards, as every answer since review cards came (migration 0006).
        insert into latest_answers (user_id, question_id, theme_id, answer_id, correct, answered_at) values
          (1, 11, 1, 112, true, '2026-11-01T10:00:00Z'), (1, 21, 2, 211, false, '2026-11-02T10:00:00Z');
        insert into review_cards (user_id, question_id, due, stability, difficulty, scheduled_days, learning_steps,
          reps, lapses, state, last_review) values
          (1, 11, '2026-11-03T10:00:00Z', 2.3, 2.1, 2, 0, 1, 0, 2, '2026-11-01T10:00:00Z'),
          (1, 21, '2026-11-02T10:10:00Z', 0.4, 6.4, 0, 0, 1, 1, 3, '2026-11-02T10:00:00Z');
        -- Learner 2: an answer from before review cards existed, so without a card.
        insert into latest_answers (user_id, question_id, theme_id, answer_id, correct, answered_at) values
          (2, 12, 1, 121, true, '2026-05-01T08:00:00Z');`);

        await migrateRest();
        const { rows } = await client.query(`
        select user_id, question_id, to_char(due at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as due, stability, reps,
          lapses, state, last_review is null as unreviewed, theme_id, answer_id, correct,
          to_char(answered_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as answered_at
        from review_cards order by user_id, question_id`);
        expect(rows).toEqual([
          {
            user_id: 1,
            question_id: 11,
            due: '2026-11-03 10:00',
            stability: 2.3,
            reps: 1,
            lapses: 0,
            state: 2,
            unreviewed: false,
            theme_id: 1,
            answer_id: 112,
            correct: true,
            answered_at: '2026-11-01 10:00',
          },
          {
            user_id: 1,
            question_id: 21,
            due: '2026-11-02 10:10',
            stability: 0.4,
            reps: 1,
            lapses: 1,
            state: 3,
            unreviewed: false,
            theme_id: 2,
            answer_id: 211,
            correct: false,
            answered_at: '2026-11-02 10:00',
          },
          // A new card (FSRS state 0, no review yet), due from the time of the answer.
          {
            user_id: 2,
            question_id: 12,
            due: '2026-05-01 08:00',
            stability: 0,
            reps: 0,
            lapses: 0,
            state: 0,
            unreviewed: true,
            theme_id: 1,
            answer_id: 121,
            correct: true,
            answered_at: '2026-05-01 08:00',
          },
        ]);
        const table = await client.query(`select to_regclass('latest_answers') as t`);
        expect(table.rows).toEqual([{ t: null }]);
      }),
    60_000,
  );
});
