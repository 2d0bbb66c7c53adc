import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface IdleCollectOptions {
  /** How often the loop's idleness and the resident memory are looked at. */
  everyMs?: number;
  /** Below this share of busy time over a whole period, the server counts as idle. */
  busyShare?: number;
  /** Collect only when the resident memory is this much above what the last collection left. */
  growthBytes?: number;
  /** The collector: by default `gc` of --expose-gc (the launcher's, launcher.ts); null for none. */
  collect?: (() => void) | null;
  rss?: () => number;
}

/**
 * Gives memory back once a busy spell is over (decision 119). V8's memory reducer judges the allocation rate by what
 * it sampled at the last garbage collections, and an idle server makes none: after a spell of load the reducer
 * keeps finding the rate high, and the heap's garbage and the pages V8 pooled (190-220 MB after the bench's load)
 * stay resident for as long as the server stays idle. So when the event loop was idle for a whole period and the
 * resident memory is well above what the last collection left, one full collection that gives memory back runs
 * (some 70 ms, at a time nobody waits for it), and once after the start. Without --expose-gc this does nothing.
 * Returns a stop function.
 */
export function collectWhenIdle({
  everyMs = 10_000,
  busyShare = 0.02,
  growthBytes = 32 * 1024 * 1024,
  collect = globalThis.gc ? () => globalThis.gc!({ type: 'major', flavor: 'last-resort' }) : null,
  rss = () => process.memoryUsage.rss(),
}: IdleCollectOptions = {}): () => void {
  if (!collect) return () => {};
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  // The start is a busy spell too (migrations, the content, on a new PGlite folder initdb's instance): the first
  // idle period collects what it left.
  let floor = 0;
  const timer = setInterval(() => {
    const period = performance.eventLoopUtilization(since);
    since = performance.eventLoopUtilization();
    if (period.utilization >= busyShare) return;
    const now = rss();
    if (now < floor + growthBytes) {
      floor = Math.min(floor, now);
      return;
    }
    collect();
    floor = rss();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
