// What a bench target is (scripts/bench-targets.ts lists them): in a module of its own, so that the files of targets
// (bench-exam-targets.ts, bench-repetition-targets.ts) need not import the list that imports them.

/** The Accept-Encoding Chromium sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Makes a new body for every request (e.g. a fresh attempt id, so a write is not answered as a resend). */
  freshBody?: () => string;
  /** Makes the headers, body and path of every request (e.g. each exam answer as another pupil): wins over freshBody. */
  next?: () => { headers?: Record<string, string>; body?: string; path?: string };
  /**
   * How many new requests `next` can still make, for a target with a finite supply (each exam answer goes to a
   * question not yet answered): a run sends no more, so a resend is never measured as a write.
   */
  left?: () => number;
}

/**
 * What a target must reach (issue 13); `npm run bench` prints each figure beside it, `--check` fails on a miss. The
 * shares of GET /api/health it once asked for are withdrawn (issue 32): capacity is `npm run bench -- learners`.
 */
export interface Budget {
  /** Most p99 in ms at the given connection count, per driver (a driver left out has no p99 budget). */
  p99?: { connections: number; postgres?: number; pglite?: number };
}

export interface BenchTarget {
  name: string;
  prepare(baseUrl: string): Promise<BenchRequest>;
  budget?: Budget;
}
