/**
 * The server's own view of a bench window, from its `/metrics` (prom-client): how long it took to answer, from a
 * request's arrival to its reply, and how late its event loop ran. Set beside the generator's timings, it says
 * where a slow p95 goes: inside the server, or in the queues for the cores before a request reaches it or after
 * its answer leaves.
 */

/** The request-duration histogram summed over routes (but /metrics), by bucket bound in seconds. */
interface Snapshot {
  buckets: Map<number, number>;
  /** The same histogram per route, as `GET /api/theme/block/:id/:idx`. */
  routes: Map<string, Map<number, number>>;
  count: number;
  /** Garbage collection: seconds spent, and collections that took 10 ms or more, all kinds together. */
  gcSeconds: number;
  gcLong: number;
  gcCount: number;
}

const BUCKET = /^http_request_duration_seconds_bucket\{(.*)\} (\d+(?:\.\d+)?)$/;

/** Reads the histogram; each scrape also starts prom-client's event-loop delay anew, so `lagMs` covers the window. */
export async function scrapeServer(base: string, token: string): Promise<Snapshot & { lagMs: number }> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const buckets = new Map<number, number>();
  const routes = new Map<string, Map<number, number>>();
  let lagMs = 0;
  let gcSeconds = 0;
  let gcUnder10 = 0;
  let gcCount = 0;
  for (const line of (await res.text()).split('\n')) {
    const gc = /^nodejs_gc_duration_seconds_(sum|count|bucket)\{(.*)\} (\S+)$/.exec(line);
    if (gc?.[1] === 'sum') gcSeconds += Number(gc[3]);
    if (gc?.[1] === 'count') gcCount += Number(gc[3]);
    if (gc?.[1] === 'bucket' && gc[2]!.includes('le="0.01"')) gcUnder10 += Number(gc[3]);
    const lag = /^nodejs_eventloop_lag_p99_seconds (\S+)$/.exec(line);
    if (lag) lagMs = Number(lag[1]) * 1000;
    const bucket = BUCKET.exec(line);
    if (!bucket || bucket[1]!.includes('route="/metrics"')) continue;
    const le = /le="([^"]+)"/.exec(bucket[1]!)?.[1];
    if (le === undefined) continue;
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(bucket[2]));
    const route = `${/method="([^"]+)"/.exec(bucket[1]!)?.[1]} ${/route="([^"]+)"/.exec(bucket[1]!)?.[1]}`;
    const own = routes.get(route) ?? new Map<number, number>();
    own.set(bound, (own.get(bound) ?? 0) + Number(bucket[2]));
    routes.set(route, own);
  }
  return {
    buckets,
    routes,
    count: buckets.get(Infinity) ?? 0,
    lagMs,
    gcSeconds,
    gcLong: gcCount - gcUnder10,
    gcCount,
  };
}

/** A histogram's p95 in ms between two scrapes, linear within its bucket; Infinity past the last bound. */
function p95Ms(before: Map<number, number>, after: Map<number, number>): number {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const within = (b: number) => (after.get(b) ?? 0) - (before.get(b) ?? 0);
  const rank = within(Infinity) * 0.95;
  let lower = 0;
  let below = 0;
  for (const b of bounds) {
    const upTo = within(b);
    if (upTo >= rank) {
      return b === Infinity
        ? Infinity
        : (lower + ((rank - below) / Math.max(1, upTo - below)) * (b - lower)) * 1000;
    }
    lower = b;
    below = upTo;
  }
  return Infinity;
}

/**
 * One route's p95 in the server between two scrapes (`GET /api/exam/readiness`), or undefined if it answered
 * nothing: set beside the generator's p95 of the same call, the difference is the wait outside the server.
 */
export function routeP95Ms(before: Snapshot, after: Snapshot, route: string): number | undefined {
  // Parameters by place, not name: the bench says `/api/teacher/pupils/:id` where the route says `:pupilId`.
  const shape = (r: string) => r.replace(/:[^/]+/g, ':');
  route = [...after.routes.keys()].find((r) => shape(r) === shape(route)) ?? route;
  const own = after.routes.get(route);
  if (!own || (own.get(Infinity) ?? 0) - (before.routes.get(route)?.get(Infinity) ?? 0) <= 0)
    return undefined;
  return p95Ms(before.routes.get(route) ?? new Map(), own);
}

/** The window between two scrapes: the server's p95 (linear within its bucket), the share over `limitMs`. */
export function serverWindow(before: Snapshot, after: Snapshot & { lagMs: number }, limitMs: number): string {
  const bounds = [...after.buckets.keys()].sort((a, b) => a - b);
  const within = (b: number) => (after.buckets.get(b) ?? 0) - (before.buckets.get(b) ?? 0);
  const total = after.count - before.count;
  if (total <= 0) return 'the server answered nothing';
  const p95 = p95Ms(before.buckets, after.buckets);
  const limitBound = bounds.find((b) => b * 1000 >= limitMs) ?? Infinity;
  const over = ((total - within(limitBound)) / total) * 100;
  const p95Text = Number.isFinite(p95) ? `${p95.toFixed(1)} ms` : 'over the last bucket';
  return (
    `the server's own p95 ${p95Text}, ${over.toFixed(1)}% over ${limitMs} ms, ` +
    `event-loop delay p99 ${after.lagMs.toFixed(1)} ms, garbage collection ` +
    `${((after.gcSeconds - before.gcSeconds) * 1000).toFixed(0)} ms in ${after.gcCount - before.gcCount} ` +
    `(${after.gcLong - before.gcLong} of 10 ms or more)`
  );
}
