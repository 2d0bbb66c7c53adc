import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { beforeMigration } from './migrations-before.ts';

const MIGRATION = '0011_attempt-answers-in-the-attempt';

describe('migration 0011: the answers of an attempt move into its row (decision 123)', () => {
  const run = beforeMigration(MIGRATION);

  it(
    'keeps every stored answer, and an attempt without answers gets an empty list',
    () =>
      run(async (client, migrateRest) => {
        await client.exec(`
        insert into users (id, phone, password_hash, first_name, last_name)
          values (1, '+380500000001', 'x', 'Ан', 'Ко');
        insert into themes (id, number, title, exam_group) values (1, 1, 'Т', 'rules');
        insert into questions (id, theme_id, position, text, notes)
          values (11, 1, 1, 'а', ''), (12, 1, 2, 'б', ''), (13, 1, 3, 'в', '');`);
        const [withAnswers, without] = [randomUUID(), randomUUID()];
        for (const id of [withAnswers, without]) {
          await client.query(
            `insert into attempts (id, user_id, type, theme_id, block_idx, correct_count, question_count, passed,
             time_s, outcome) values ($1, 1, 'theme', 1, 0, 2, 3, false, 60, '{}')`,
            [id],
          );
        }
        await client.query(
          `insert into attempt_answers (attempt_id, question_id, answer_id, correct)
           values ($1, 13, 131, false), ($1, 11, 112, true), ($1, 12, 122, true)`,
          [withAnswers],
        );

        await migrateRest();
        const { rows } = await client.query<{ id: string; answers: unknown }>(
          'select id, answers from attempts',
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, r.answers]))).toEqual({
          [withAnswers]: [
            [11, 112, true],
            [12, 122, true],
            [13, 131, false],
          ],
          [without]: [],
        });
        const table = await client.query(`select to_regclass('attempt_answers') as t`);
        expect(table.rows).toEqual([{ t: null }]);
      }),
    60_000,
  );
});
