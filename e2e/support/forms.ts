import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The form with this submit button. After an in-app move (a click, or `goto` of another hash) the URL changes before
 * the new screen's code has loaded, and the old screen stays until then: the home page's feedback form has a
 * 'Номер телефону' and an "Ім'я" of its own. Looking for fields inside the new screen's form waits for that form.
 */
export function formWith(page: Page, submit: string): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });
}

/**
 * Goes to another screen of the app and waits for its heading. A `goto` of another hash resolves before the router
 * shows the new screen, and the header, footer and menus are on both: a click there can land on the old screen,
 * and a modal it opens is closed as the screen changes.
 */
export async function goToScreen(page: Page, hash: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/#${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
