import { describe, expect, it } from 'vitest';
import { beforeMigration } from './migrations-before.ts';

const MIGRATION = '0015_once-a-day';

describe('migration 0015: one open order per learner, one free exam a day (decision 130)', () => {
  const run = beforeMigration(MIGRATION);

  it(
    "keeps each learner's newest open order open, cancels the older ones and leaves the rest alone",
    () =>
      run(async (client, migrateRest) => {
        await client.exec(`
        insert into users (id, phone, password_hash, first_name, last_name)
          values (1, '+380500000001', 'x', 'Ан', 'Ко'), (2, '+380500000002', 'x', 'Бо', 'Ло');
        insert into orders (id, user_id, amount, days, price_source, provider, status, created_at) values
          ('00000000-0000-4000-8000-000000000001', 1, 29900, 90, 'default', 'sandbox', 'created', '2026-11-01T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000002', 1, 29900, 90, 'default', 'sandbox', 'pending', '2026-11-02T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000003', 1, 29900, 90, 'default', 'sandbox', 'created', '2026-11-03T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000004', 1, 29900, 90, 'default', 'sandbox', 'paid', '2026-11-04T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000005', 2, 29900, 90, 'default', 'sandbox', 'created', '2026-11-01T10:00:00Z');
        insert into exam_sessions (id, user_id, question_ids, started_at, deadline_at, day, closed_at) values
          ('00000000-0000-4000-8000-0000000000e1', 2, '{}', '2026-11-01T10:00:00Z', '2026-11-01T10:20:00Z',
            '2026-11-01', '2026-11-01T10:05:00Z'),
          ('00000000-0000-4000-8000-0000000000e2', 2, '{}', '2026-11-01T11:00:00Z', '2026-11-01T11:20:00Z',
            '2026-11-01', '2026-11-01T11:05:00Z');`);

        await migrateRest();
        const { rows } = await client.query(
          `select right(id::text, 1) as id, status from orders order by id`,
        );
        expect(rows).toEqual([
          { id: '1', status: 'failed' },
          { id: '2', status: 'failed' },
          { id: '3', status: 'created' },
          { id: '4', status: 'paid' },
          { id: '5', status: 'created' },
        ]);
        // Exams from before are not counted as free ones: two of a day stay.
        const exams = await client.query(`select count(*)::integer as n from exam_sessions where not free`);
        expect(exams.rows).toEqual([{ n: 2 }]);
        await expect(
          client.exec(`insert into orders (id, user_id, amount, days, price_source, provider)
            values ('00000000-0000-4000-8000-000000000009', 2, 29900, 90, 'default', 'sandbox')`),
        ).rejects.toThrow(/orders_one_open_idx/);
      }),
    30_000,
  );
});
