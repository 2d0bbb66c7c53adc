import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down as a learner does, a wheel turn at a time, until `shown` is on the page, then brings it into view: the
 * parts of the home page below the fold come as they near the screen (decision 167). The wheel moves the page
 * whichever of the guest's pre-rendered home page and the app's own is showing.
 */
export async function scrollUntilShown(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await shown.scrollIntoViewIfNeeded();
}
