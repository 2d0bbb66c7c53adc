// Answer to paint: how soon choosing an answer and 'Далі' paint in a lesson under 4x CPU throttling, for `npm run
// bench:web` and its --compare mode.
import type { Page } from 'puppeteer-core';
import { percentile } from './harness.ts';

/** The lesson is block 1 of theme 1, 20 questions: the last one has no 'Далі' to a next question. */
export const MAX_PAINT_SAMPLES = 19;

export interface PaintTimes {
  /** Choosing an answer, ms, sorted. */
  answer: number[];
  /** 'Далі' to the next question, ms, sorted. */
  next: number[];
}

export function paintPercentiles(values: readonly number[]): { p50: number; p95: number } {
  return { p50: percentile(values, 50), p95: percentile(values, 95) };
}

/**
 * Answers `samples` questions of the lesson on `page`: from the click event's time stamp to just after the next
 * frame (a message posted from requestAnimationFrame runs once that frame is painted).
 */
export async function answerToPaint(page: Page, samples: number): Promise<PaintTimes> {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as { paintSamples: { kind: string; ms: number }[] };
    w.paintSamples = [];
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const kind = target.closest('button')?.textContent?.includes('Далі') ? 'next' : 'answer';
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            w.paintSamples.push({ kind, ms: performance.now() - event.timeStamp });
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  for (let i = 0; i < samples; i++) {
    const heading = await page.$eval('h1[id]', (h) => h.textContent);
    await page.locator('label:has(input[type="radio"])').click();
    await new Promise((r) => setTimeout(r, 300));
    // A wrong answer in a lesson first shows the right one and its comment; the next 'Далі' moves on.
    for (let press = 0; press < 2; press++) {
      await page.locator('::-p-aria(Далі)').click();
      const moved = await page
        .waitForFunction(
          (before) => document.querySelector('h1[id]')?.textContent !== before,
          { timeout: 3000 },
          heading,
        )
        .then(
          () => true,
          () => false,
        );
      if (moved) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const all = await page.evaluate(
    () => (window as unknown as { paintSamples: { kind: string; ms: number }[] }).paintSamples,
  );
  const sorted = (kind: string) =>
    all
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  return { answer: sorted('answer'), next: sorted('next') };
}
