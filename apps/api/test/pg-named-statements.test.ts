import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { nameRepeatedStatements } from '../src/db/pg-names.ts';

// Statements built per request are named on PostgreSQL too (decision 118): a text that comes again is parsed once
// per connection, with the same rows as unnamed; explicit names and plain strings are left as they are.
describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let pool: pg.Pool;

  // One connection, so that what it keeps named can be read back.
  const named = async () =>
    (
      await pool.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      )
    ).rows;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    nameRepeatedStatements(pool);
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('names a text the second time it comes, with the same rows', async () => {
    const text = 'select $1::integer + 1 as n, $2::text as word, $3::json as doc';
    const values = [41, 'слово', JSON.stringify({ a: [1] })];
    const first = await pool.query({ text, values });
    expect((await named()).map((r) => r.statement)).not.toContain(text);
    const second = await pool.query({ text, values });
    const third = await pool.query({ text, values: [1, null, null] });
    const kept = (await named()).find((r) => r.statement === text);
    expect(kept?.name).toMatch(/^pdr_/);
    expect(second.rows).toEqual(first.rows);
    expect(first.rows).toEqual([{ n: 42, word: 'слово', doc: { a: [1] } }]);
    expect(third.rows).toEqual([{ n: 2, word: null, doc: null }]);
  });

  it('leaves explicitly named statements, plain strings and other statements as they are', async () => {
    const text = 'select 7 as n';
    for (let i = 0; i < 3; i++) await pool.query({ name: 'mine', text });
    for (let i = 0; i < 3; i++) await pool.query('select 8 as n');
    for (let i = 0; i < 3; i++) await pool.query({ text: 'show timezone' });
    const kept = await named();
    expect(kept.filter((r) => r.statement === text).map((r) => r.name)).toEqual(['mine']);
    expect(kept.some((r) => r.statement === 'select 8 as n' || r.statement === 'show timezone')).toBe(false);
  });

  it('names at most 400 texts', async () => {
    for (let i = 0; i < 450; i++) {
      const text = `select ${i} as n where $1::integer = 1`;
      await pool.query({ text, values: [1] });
      expect((await pool.query({ text, values: [1] })).rows).toEqual([{ n: i }]);
    }
    expect((await named()).filter((r) => r.name.startsWith('pdr_')).length).toBeLessThanOrEqual(400);
  });
});
