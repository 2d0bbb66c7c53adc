import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
const MIGRATION = '0011_attempt-answers-in-the-attempt';

/** The migrations folder as it was before `tag`: the journal cut before it. */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdr-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0011: the answers of an attempt move into its row (decision 123)', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps every stored answer, and an attempt without answers gets an empty list', async () => {
    const client = new PGlite();
    try {
      const db = drizzle(client);
      const before = folderBefore(MIGRATION);
      folders.push(before);
      await migrate(db, { migrationsFolder: before });
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

      await migrate(db, { migrationsFolder: migrations });
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
    } finally {
      await client.close();
    }
  }, 60_000);
});
