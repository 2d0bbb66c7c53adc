import { afterEach, describe, expect, it } from 'vitest';
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

  function watch(rssMb: { value: number }) {
    const collected: number[] = [];
    stop = collectWhenIdle({
      everyMs: 40,
      growthBytes: 32 * MB,
      collect: () => {
        collected.push(rssMb.value);
        rssMb.value = 240;
      },
      rss: () => rssMb.value * MB,
    });
    return collected;
  }

  it('collects once the start is over, then only when memory grew again', async () => {
    const rss = { value: 600 };
    const collected = watch(rss);
    await sleep(150);
    expect(collected).toEqual([600]);
    rss.value = 530;
    await sleep(150);
    expect(collected).toEqual([600, 530]);
    rss.value = 260;
    await sleep(150);
    expect(collected).toEqual([600, 530]);
  });

  it('leaves a busy server alone, however much memory it holds', async () => {
    const rss = { value: 600 };
    const collected = watch(rss);
    for (let i = 0; i < 5; i++) {
      busyFor(60);
      await sleep(1);
    }
    expect(collected).toEqual([]);
    await sleep(150);
    expect(collected).toEqual([600]);
  });

  it('measures growth from the lowest memory seen, so what the runtime gives back on its own counts', async () => {
    const rss = { value: 600 };
    const collected = watch(rss);
    await sleep(100);
    expect(collected).toEqual([600]);
    rss.value = 220;
    await sleep(100);
    rss.value = 250;
    await sleep(100);
    expect(collected).toEqual([600]);
    rss.value = 260;
    await sleep(100);
    expect(collected).toEqual([600, 260]);
  });

  it('does nothing without a collector (a server started without --expose-gc)', async () => {
    let looked = 0;
    stop = collectWhenIdle({ everyMs: 20, collect: null, rss: () => ++looked });
    await sleep(100);
    expect(looked).toBe(0);
  });
});
