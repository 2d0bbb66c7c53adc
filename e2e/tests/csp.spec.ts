import { expect, test, type Page } from '@playwright/test';
import { violations, watchPolicy } from '../support/csp.ts';
import { signInLearner } from '../support/learner.ts';
import { E2E_PREMIUM_PHONES } from '../premium-phones.ts';
import { scrollUntilShown } from '../support/scroll.ts';

/*
 * The Content-Security-Policy allows no inline style (decision 131): no style attribute in markup and no <style>
 * element but the home page shell's, allowed by its hash. These stories walk the main screens and open what makes
 * styles at run time (react-select's list, the scroll lock behind dialogs): the browser refuses nothing, and the
 * run-time styles still apply.
 */

const PREMIUM_PHONE = '+380990000094';

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** Opens the category list of the form on screen and checks that react-select's own styles apply. */
async function openCategories(page: Page) {
  await page.getByLabel('Категорія', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'C1', exact: true })).toBeVisible();
  const control = page.locator('[class*="-control"]').first();
  await expect(control).toHaveCSS('min-height', '48px');
  await expect(control).toHaveCSS('display', 'flex');
  await page.keyboard.press('Escape');
}

test('a guest opens the home page, the registration form and its category list, and the phone menu, and the browser refuses no style', async ({
  page,
}) => {
  const refused = await watchPolicy(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The parts below the fold come when near: the slider and the feedback form.
  await scrollUntilShown(page, page.getByRole('button', { name: 'Надіслати' }));
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
  // The scroll lock's styles, made at run time, hold the page behind the menu.
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.getByRole('button', { name: 'Закрити меню' }).click();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/register');
  await openCategories(page);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Увійти' })).toBeVisible();

  expect(await violations(page)).toEqual([]);
  expect(refused).toEqual([]);
});

test('a Premium learner goes through a lesson, the exam rules, theory with its pictures and the profile, and the browser refuses no style', async ({
  page,
  request,
}) => {
  const refused = await watchPolicy(page);
  expect(E2E_PREMIUM_PHONES).toContain(PREMIUM_PHONE);
  await signInLearner(page, request, {
    phone: PREMIUM_PHONE,
    password: 'Polityka-bezpeky-2026',
    firstName: 'Олена',
    lastName: 'Коваль',
  });

  await page.goto('/#/learn');
  await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();
  await expect(page).toHaveURL(/#\/test$/);
  await expect(page.getByText('Питання 1', { exact: true })).toBeVisible();

  await page.goto('/#/general');
  await page.getByRole('radio', { name: /^Іспит/ }).check();
  await page.getByRole('button', { name: 'Почати' }).click();
  await expect(page.getByRole('dialog', { name: 'Правила іспиту' })).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.getByRole('button', { name: 'Зрозуміло, почати іспит' }).click();
  await expect(page.getByRole('region', { name: 'Іспит' })).toBeVisible();

  // Theory pictures come from signed addresses (plugins/images.ts) and load in <img>.
  await page.goto('/#/theory/1/content/101');
  const picture = page.locator('article img[src*="/images/theory/"]').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  for (const screen of ['/#/profile', '/#/profile/edit', '/#/my_test', '/#/repetition']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(await violations(page)).toEqual([]);
  expect(refused).toEqual([]);
});
