import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { perDatabase } from './per-database.ts';

const dialect = new PgDialect();

/**
 * A statement written in SQL, with `sql.placeholder()` for its values, prepared under `name` as the query
 * builder's `.prepare(name)` prepares its own: through the session's `prepareQuery`, so PostgreSQL parses it once
 * per connection and may keep its plan. `execute(values)` answers as `db.execute` does ({ rows }). PGlite's driver
 * ignores the name; PGlite names a repeated text itself (db/pglite-plans.ts).
 */
export function preparedSql(db: Db, name: string, query: SQL) {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}

/** A named value of a statement written in SQL (`sql.placeholder`), given to `execute`. */
export const param = (name: string) => sql.placeholder(name);

/**
 * The variants of one statement (with or without some of its parts), each prepared on first use under `name` and
 * its key, once per database: `build(key)` writes the variant's SQL.
 */
export function preparedVariants<K extends string>(name: string, build: (key: K) => SQL) {
  const made = perDatabase(() => new Map<K, ReturnType<typeof preparedSql>>());
  return (db: Db, key: K) => {
    const variants = made(db);
    let statement = variants.get(key);
    if (statement === undefined) {
      statement = preparedSql(db, `${name}_${key}`, build(key));
      variants.set(key, statement);
    }
    return statement;
  };
}
