import { sql, type SQL } from 'drizzle-orm';

/**
 * An integer array as PostgreSQL's array literal (`{1,2,3}`), one text parameter on both drivers instead of one
 * per element. Only integers are let through, so the literal cannot carry anything else.
 */
export function integerArrayLiteral(values: readonly number[]): string {
  for (const v of values) {
    if (!Number.isInteger(v)) throw new TypeError(`not an integer for an array literal: ${String(v)}`);
  }
  return `{${values.join(',')}}`;
}

/** integerArrayLiteral as an `integer[]` value in a statement. */
export function integerArray(values: readonly number[]): SQL {
  return sql`${integerArrayLiteral(values)}::integer[]`;
}
