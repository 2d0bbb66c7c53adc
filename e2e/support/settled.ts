import type { Page } from '@playwright/test';

/**
 * Waits until no one-off animation runs (a modal fading or a sheet sliding in, the layout after a resize): what a
 * screenshot or a contrast check sees is then the screen at rest. Endless ones (a spinner) do not count.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
