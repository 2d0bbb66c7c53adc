import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { namedStatements, type NamedStatements } from '../src/db/pglite-plans.ts';

// PGlite's statements parsed and planned once (decision 118): a text that comes again runs as a named statement,
// with the same rows, values and errors as when it ran unnamed.
describe('named statements on PGlite', () => {
  let pg: PGlite;
  let statements: NamedStatements;
  let query: NamedStatements['query'];

  const named = async () =>
    (await pg.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );

  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec(`
      create table items (id integer primary key, name text not null, tags integer[], meta json, at timestamptz);
      insert into items values (1, 'один', '{1,2}', '{"a":1}', '2026-01-02T03:04:05Z');
    `);
    statements = namedStatements(pg);
    query = statements.query;
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('gives the same rows unnamed, then named, with values of every kind bound the same way', async () => {
    const text =
      'select id, name, tags, meta, at, $1::integer[] as ids, $2::json as doc, $3::timestamptz as t from items where id = $4 and $5::text is null';
    const params = [[3, 4], { b: [1, 'два'] }, new Date('2026-05-06T07:08:09Z'), 1, null];
    const options = { rowMode: 'array' as const };
    const unnamed = await query(text, params, options);
    expect(await named()).not.toContain(text);
    const first = await query(text, params, options);
    const second = await query(text, params, options);
    expect(await named()).toContain(text);
    expect(first.rows).toEqual(unnamed.rows);
    expect(second.rows).toEqual(unnamed.rows);
    expect(first.fields).toEqual(unnamed.fields);
    expect(unnamed.rows[0]).toEqual([
      1,
      'один',
      [1, 2],
      { a: 1 },
      new Date('2026-01-02T03:04:05Z'),
      [3, 4],
      { b: [1, 'два'] },
      new Date('2026-05-06T07:08:09Z'),
    ]);
  });

  it("parses with the query's own parsers first and the client's for every other type, as PGlite does", async () => {
    // As Drizzle asks: timestamps kept as the text PostgreSQL sent (its 9 parsers are kept apart from the
    // client's, not merged into a copy of them per statement).
    const asText = (value: string) => value;
    const text = 'select id, tags, meta, at from items where id = $1';
    const options = { rowMode: 'array' as const, parsers: { 1184: asText } };
    const unnamed = await query(text, [1], options);
    await query(text, [1], options);
    const named = await query(text, [1], options);
    expect(unnamed.rows[0]).toEqual([1, [1, 2], { a: 1 }, '2026-01-02 03:04:05+00']);
    expect(named.rows).toEqual(unnamed.rows);
    // The client's parsers are left as they were: without the option, a Date again.
    expect((await query<unknown[]>(text, [1], { rowMode: 'array' })).rows[0]![3]).toEqual(
      new Date('2026-01-02T03:04:05Z'),
    );
  });

  it('writes through a named statement and reports its errors with their codes', async () => {
    const insert = 'insert into items (id, name) values ($1, $2) returning id';
    expect((await query(insert, [2, 'два'])).rows).toEqual([{ id: 2 }]);
    expect((await query(insert, [3, 'три'])).rows).toEqual([{ id: 3 }]);
    expect((await query(insert, [4, 'чотири'])).affectedRows).toBe(1);
    await expect(query(insert, [4, 'ще раз'])).rejects.toMatchObject({ code: '23505' });
    await expect(query(insert, [5, null])).rejects.toMatchObject({ code: '23502' });
    // After an error the connection is usable, by the same statement too.
    expect((await query(insert, [5, 'п’ять'])).rows).toEqual([{ id: 5 }]);
    expect((await pg.query('select count(*)::integer as n from items')).rows).toEqual([{ n: 5 }]);
  });

  it('parses a text again when a table it reads changes its columns', async () => {
    const text = 'select * from items where id = $1';
    await query(text, [1]);
    expect(Object.keys((await query(text, [1])).rows[0] as object)).not.toContain('extra');
    await pg.exec('alter table items add column extra text');
    expect((await query(text, [1])).rows[0]).toMatchObject({ id: 1, extra: null });
    expect((await query(text, [1])).rows[0]).toMatchObject({ id: 1, extra: null });
  });

  it('keeps other statements and transactions as they were', async () => {
    expect((await query('show timezone')).rows).toHaveLength(1);
    expect((await query('show timezone')).rows).toHaveLength(1);
    await query('create table other (id integer)');
    await query('create table if not exists other (id integer)');
    await pg.transaction(async (tx) => {
      await tx.query('insert into other values ($1)', [1]);
      await tx.query('insert into other values ($1)', [2]);
    });
    expect((await query('select count(*)::integer as n from other')).rows).toEqual([{ n: 2 }]);
  });

  it("names a transaction's statements, which commit and roll back with it", async () => {
    await query('create table moves (id integer primary key, at timestamptz)');
    const insert = 'insert into moves values ($1, $2) returning id, at';
    const asText = { parsers: { 1184: (value: string) => value } };
    await pg.transaction(async (raw) => {
      const tx = statements.withinTransaction(raw);
      await tx.query(insert, [1, new Date('2026-01-01T00:00:00Z')]);
      // The second run of the text is named, inside the transaction, with the query's own parsers.
      const second = await tx.query(insert, [2, new Date('2026-01-02T00:00:00Z')], asText);
      expect(second.rows).toEqual([{ id: 2, at: '2026-01-02 00:00:00+00' }]);
      const prepared = await raw.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(prepared.rows.map((r) => r.statement)).toContain(insert);
    });
    // A failing statement in a transaction rolls back what the named ones wrote in it.
    await expect(
      pg.transaction(async (raw) => {
        const tx = statements.withinTransaction(raw);
        await tx.query(insert, [3, null]);
        await tx.query(insert, [1, null]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await query('select id from moves order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    // A name given in a transaction outlives it, committed or rolled back (names are the session's).
    await query(insert, [5, null]);
    expect(await named()).toContain(insert);
    // A closed transaction refuses as PGlite's own does.
    let kept: { query: NamedStatements['query'] } | undefined;
    await pg.transaction(async (raw) => {
      kept = statements.withinTransaction(raw);
    });
    await expect(kept!.query(insert, [4, null])).rejects.toThrow('Transaction is closed');
  });

  it('keeps a bounded number of texts named', async () => {
    for (let i = 0; i < 450; i++) {
      const text = `select ${i} as n where $1::integer = 1`;
      await query(text, [1]);
      await query(text, [1]);
    }
    const kept = await named();
    expect(kept.length).toBeLessThanOrEqual(400);
    expect(kept).toContain('select 449 as n where $1::integer = 1');
    expect(kept).not.toContain('select 0 as n where $1::integer = 1');
  });
});
