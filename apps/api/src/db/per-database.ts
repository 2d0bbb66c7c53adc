import type { Db } from './client.ts';

/**
 * Builds something once per database object and reuses it: prepared statements, whose Drizzle query building
 * costs about as much as PGlite takes to run a small query (decision 021).
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
