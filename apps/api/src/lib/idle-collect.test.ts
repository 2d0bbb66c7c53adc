import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collect.ts';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // the event loop is busy
  }
};

describe('collectWhenIdle', () => {
  let stop = () => {};
  afterEach(() => stop());

  /** A watcher on a pretend resident memory (in MB) whose collections bring it down to 240 MB. */
  function watch(startMb: number) {
    const memory = { mb: startMb, reads: 0, collected: [] as number[] };
    // Periods of 100 ms, idle under a quarter busy: the rule under test, with room for the test's own polling
    // and a loaded machine (CI failed with 40 ms periods and the server's 2%, when the polls alone crossed it).
    stop = collectWhenIdle({
      everyMs: 100,
      busyShare: 0.25,
      growthBytes: 32 * MB,
      collect: () => {
        memory.collected.push(memory.mb);
        memory.mb = 240;
      },
      rss: () => {
        memory.reads++;
        return memory.mb * MB;
      },
    });
    // The memory is read only in an idle period, and a period's work is synchronous: once the count has moved,
    // `n` idle periods are over (timers may come late on a loaded machine, so the test waits for them, not a time).
    const idlePeriods = async (n: number) => {
      const target = memory.reads + n;
      await vi.waitFor(() => expect(memory.reads).toBeGreaterThanOrEqual(target), {
        timeout: 20_000,
        interval: 25,
      });
    };
    return { memory, idlePeriods };
  }

  it('collects once the start is over, then only when memory grew again', async () => {
    const { memory, idlePeriods } = watch(600);
    await idlePeriods(1);
    expect(memory.collected).toEqual([600]);
    await idlePeriods(3);
    expect(memory.collected).toEqual([600]);
    memory.mb = 530;
    await idlePeriods(1);
    expect(memory.collected).toEqual([600, 530]);
    memory.mb = 260;
    await idlePeriods(3);
    expect(memory.collected).toEqual([600, 530]);
  });

  it('leaves a busy server alone, however much memory it holds', async () => {
    const { memory, idlePeriods } = watch(600);
    for (let i = 0; i < 5; i++) {
      busyFor(150);
      await sleep(1);
    }
    expect(memory.reads).toBe(0);
    expect(memory.collected).toEqual([]);
    await idlePeriods(1);
    expect(memory.collected).toEqual([600]);
  });

  it('measures growth from the lowest memory seen, so what the runtime gives back on its own counts', async () => {
    const { memory, idlePeriods } = watch(600);
    await idlePeriods(1);
    expect(memory.collected).toEqual([600]);
    memory.mb = 220;
    await idlePeriods(1);
    memory.mb = 250;
    await idlePeriods(2);
    expect(memory.collected).toEqual([600]);
    memory.mb = 260;
    await idlePeriods(1);
    expect(memory.collected).toEqual([600, 260]);
  });

  it('does nothing without a collector (a server started without --expose-gc)', async () => {
    let looked = 0;
    stop = collectWhenIdle({ everyMs: 20, collect: null, rss: () => ++looked });
    await sleep(100);
    expect(looked).toBe(0);
  });
});
