import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements built per request, named on PostgreSQL too (decision 118).
 *
 * Drizzle's `.prepare(name)` statements are named, so each connection parses and plans them once. A statement that
 * Drizzle builds per request (`db.execute(sql…)`, such as the lesson result's single write) goes unnamed, and
 * PostgreSQL parsed and planned it on every run. For the result write, parsing and planning took about as long as
 * running it. So pool.query (what Drizzle uses outside transactions) names a text the second time it comes, by a
 * hash of the text, and node-postgres then parses it once per connection.
 *
 * Bounded: at most 400 texts are named, and the texts counted once are forgotten past 2,000. Each connection keeps
 * what it parsed until it closes, so the texts named must be few.
 */

/** Statements that can be named (PREPARE's and the extended protocol's): the app's reads and writes. */
export const NAMEABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
const NAMED_MAX = 400;
const COUNTED_MAX = 2000;

type Config = { text: string; name?: string; values?: unknown[] };

export function nameRepeatedStatements(pool: pg.Pool): void {
  const seen = new Map<string, string | null>();
  let named = 0;

  function nameOf(text: string): string | undefined {
    const kept = seen.get(text);
    if (kept) return kept;
    if (kept === null && named < NAMED_MAX) {
      const name = `pdr_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
      seen.set(text, name);
      named += 1;
      return name;
    }
    if (kept === undefined && NAMEABLE.test(text)) {
      if (seen.size - named >= COUNTED_MAX) {
        for (const [counted, name] of seen) if (name === null) seen.delete(counted);
      }
      seen.set(text, null);
    }
    return undefined;
  }

  const original = pool.query.bind(pool) as unknown as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [config] = args;
    if (typeof config !== 'object' || config === null || typeof (config as Config).text !== 'string') {
      return original(...args);
    }
    const { text, name } = config as Config;
    const given = name ?? nameOf(text);
    return given === name
      ? original(...args)
      : original({ ...(config as Config), name: given }, ...args.slice(1));
  }) as typeof pool.query;
}
