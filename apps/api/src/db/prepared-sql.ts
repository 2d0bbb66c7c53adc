import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

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
