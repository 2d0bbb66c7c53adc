import type pg from 'pg';

/** How busy the database connections are, for GET /metrics (plugins/metrics.ts). */
export interface PoolStats {
  /** Connections open now (PostgreSQL), or 1 for the embedded engine. */
  size: number;
  max: number;
  /** Connections running a query or a transaction now. */
  inUse: number;
  /** Queries waiting for a connection (PostgreSQL) or for the embedded engine's turn (PGlite, db/turns.ts) now. */
  waiting: number;
  /** Queries that had to wait so far, and their total wait in seconds. */
  waits: number;
  waitSeconds: number;
}

/**
 * Counts the waits of a node-postgres pool: a connect() that finds as many connections busy or promised to earlier
 * requests as the pool may open queues until one is released. pg-pool's own query() goes through connect(), so Drizzle's queries count too.
 */
export function poolStatsOf(pool: pg.Pool, max: number): () => PoolStats {
  let waits = 0;
  let waitSeconds = 0;
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    // Connections busy or connecting, plus the queries queued before this one (each gets an idle connection or a
    // new one while the pool is below its limit): at the limit, this one waits for a release.
    const ahead = pool.totalCount - pool.idleCount + pool.waitingCount;
    if (ahead < max) return connect(callback);
    const started = performance.now();
    waits += 1;
    const waited = () => {
      waitSeconds += (performance.now() - started) / 1000;
    };
    if (callback) {
      return connect((...args) => {
        waited();
        callback(...args);
      });
    }
    return (connect() as Promise<pg.PoolClient>).finally(waited);
  }) as typeof pool.connect;
  return () => ({
    size: pool.totalCount,
    max,
    inUse: pool.totalCount - pool.idleCount,
    waiting: pool.waitingCount,
    waits,
    waitSeconds,
  });
}
