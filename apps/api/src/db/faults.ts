import pg from 'pg';

/**
 * Lost database connections (docs/decisions/052-database-faults.md): what counts as one, and the single retry a
 * read gets. A write is never retried here, because the first try may have committed before the connection died.
 */

// SQLSTATE 08xxx connection exceptions; 57P01-57P03 the server shutting down or killing the backend
// (pg_terminate_backend); 53300 too many connections.
const CONNECTION_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
const CONNECTION_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and PGlite say these without a code.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'timeout exceeded when trying to connect',
  'PGlite is closed',
];

/** True when the error, or any error it wraps (Drizzle's cause, an AggregateError), is a lost connection. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_NODE_CODES.has(code))) {
    return true;
  }
  if (CONNECTION_MESSAGES.some((text) => error.message.startsWith(text))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionError(e, depth + 1)))
    return true;
  return isConnectionError(error.cause, depth + 1);
}

/**
 * A statement that only reads: a SELECT, or a WITH that writes nothing. Retrying it cannot change data.
 * Word boundaries keep columns such as updated_at from looking like writes.
 */
export function isReadStatement(text: string): boolean {
  const sql = text.trimStart().toLowerCase();
  if (sql.startsWith('select')) return !/\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/.test(sql);
  if (sql.startsWith('with')) return !/\b(?:insert|update|delete|merge)\b/.test(sql);
  return false;
}

type QueryConfig = { text: string };
type PoolQuery = (config: string | QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * Runs a statement on a connection of its own, opened for it. Not the pool's: when PostgreSQL ends the app's
 * backends, the pool's other idle clients are dead too until it has read their sockets' end, and a retry handed
 * one of them would fail the same way.
 */
async function onFreshConnection(pool: pg.Pool, config: string | QueryConfig, values?: unknown[]) {
  const client = new pg.Client(pool.options as pg.ClientConfig);
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.query(config as pg.QueryConfig, values);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes pool.query (what Drizzle uses outside transactions) run a read a second time, on a fresh connection, when
 * the first try lost its connection. Transactions take a client of their own and are not retried.
 */
export function retryReadsOnce(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as unknown as (...args: unknown[]) => unknown;
  const query: PoolQuery = async (config, values) => {
    try {
      return (await original(config, values)) as pg.QueryResult;
    } catch (error) {
      const text = typeof config === 'string' ? config : config.text;
      if (!isConnectionError(error) || !isReadStatement(text)) throw error;
      return onFreshConnection(pool, config, values);
    }
  };
  pool.query = ((...args: unknown[]) =>
    // Callback-style calls (none in this app) keep the library's own behaviour.
    typeof args[args.length - 1] === 'function'
      ? original(...args)
      : query(args[0] as string | QueryConfig, args[1] as unknown[] | undefined)) as typeof pool.query;
  // A checked-out client whose server goes away emits 'error' with no listener once its query has failed, which
  // would end the process; the failing query already reports it, and the pool drops the dead client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
}
