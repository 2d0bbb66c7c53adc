import type { Locator, Page } from '@playwright/test';

/**
 * The form with this submit button. After an in-app move (a click, or `goto` of another hash) the URL changes before
 * the new screen's code has loaded, and the old screen stays until then: the home page's feedback form has a
 * 'Номер телефону' and an "Ім'я" of its own. Looking for fields inside the new screen's form waits for that form.
 */
export function formWith(page: Page, submit: string): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });
}
