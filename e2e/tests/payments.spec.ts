import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formWith, goToScreen } from '../support/forms.ts';
import { signInLearner } from '../support/learner.ts';
import { bearer } from '../support/results.ts';
import { confirmLater } from '../support/sms.ts';

/*
 * Premium purchase stories with the sandbox payment provider (the default): the checkout link opens a page of our
 * own server with 'Оплатити' and 'Відмовитися', which posts a signed callback and sends the browser back to
 * /#/premium/status/<order id>. The demo operator price is 299 UAH for 90 days.
 */
const PASSWORD = 'Oplata-Premium-2026';
const CHECKOUT_URL = /\/api\/payments\/sandbox\/checkout\?/;
const STATUS_URL = /#\/premium\/status\/[0-9a-f-]{36}$/;

// Operator 93 is used by no other story, so phones never clash on a shared server.
let seq = Date.now() % 1_000_000;
function newPhone(): { digits: string; full: string } {
  seq += 1;
  const digits = `93${String(seq).padStart(7, '0')}`;
  return { digits, full: `+380${digits}` };
}

/** A free pupil, registered through the API and signed in for the page (the token in session storage). */
async function signInFreePupil(page: Page, request: APIRequestContext): Promise<string> {
  return signInLearner(page, request, {
    phone: newPhone().full,
    password: PASSWORD,
    firstName: 'Оксана',
    lastName: 'Мельник',
  });
}

async function premiumOf(request: APIRequestContext, token: string): Promise<boolean> {
  const res = await request.get('/api/user', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { premium_check: boolean }).premium_check;
}

async function fillRegistration(page: Page, firstName: string) {
  const form = formWith(page, 'Зареєструватися');
  await form.getByLabel('Номер телефону').pressSequentially(newPhone().digits);
  await form.getByLabel("Ім'я").fill(firstName);
  await form.getByLabel('Прізвище').fill('Гончаренко');
  await form.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Повторіть пароль').fill(PASSWORD);
  await form.getByLabel(/умовами користувацької угоди/).check();
}

/** The sandbox checkout page shows what is bought; the learner answers there. */
async function answerCheckout(page: Page, answer: 'Оплатити' | 'Відмовитися') {
  await expect(page).toHaveURL(CHECKOUT_URL);
  await expect(page.getByText(/299/).first()).toBeVisible();
  await expect(page.getByText(/90 днів/).first()).toBeVisible();
  await page.getByRole('button', { name: answer }).click();
  await expect(page).toHaveURL(STATUS_URL);
}

test("a guest registers with 'Придбати Преміум' ticked, pays on the checkout page, comes back and opens theory", async ({
  page,
}) => {
  await page.goto('/#/register');
  await fillRegistration(page, 'Андрій');
  await expect(page.getByLabel(/Придбати Преміум/)).toBeChecked();
  await expect(page.getByText(/Придбати Преміум — 299 грн за 90 днів/)).toBeVisible();
  await page.getByRole('button', { name: 'Зареєструватися' }).click();

  await answerCheckout(page, 'Оплатити');
  await expect(page.getByRole('heading', { level: 1, name: /^Преміум активовано до / })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('link'))).toBeNull();
  await page.getByRole('link', { name: 'До теорії' }).click();

  await expect(page).toHaveURL(/#\/theory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Теорія ПДР' })).toBeVisible();
  await page.getByRole('link', { name: /Правила дорожнього руху: основи/ }).click();
  await expect(page.getByRole('link', { name: 'Вивчати' }).first()).toBeVisible();
});

test('a free pupil opens the Premium modal, goes to /premium, pays and sees Premium', async ({
  page,
  request,
}) => {
  const token = await signInFreePupil(page, request);
  await page.goto('/#/started_learn');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Меню профілю', exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Преміум', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Преміум-доступ' });
  await expect(modal).toContainText('299 грн');
  await modal.getByRole('button', { name: 'Оплатити' }).click();

  await expect(page).toHaveURL(/#\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата Преміуму' })).toBeVisible();
  // The account has its names, so only the category and the group code are asked.
  await expect(page.getByLabel('Прізвище')).toHaveCount(0);
  await expect(page.getByText('B', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатити' }).click();

  await answerCheckout(page, 'Оплатити');
  await expect(page.getByRole('heading', { level: 1, name: /^Преміум активовано до / })).toBeVisible();
  // The header learns of Premium at once: the crowned profile menu, the theory link, no Premium button.
  await expect(header.getByRole('button', { name: 'Меню профілю (Преміум)' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Теорія', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Преміум', exact: true })).toHaveCount(0);
  expect(await premiumOf(request, token)).toBe(true);
});

test('a pupil declines on the checkout page and is told, with nothing granted', async ({ page, request }) => {
  const token = await signInFreePupil(page, request);
  await page.goto('/#/premium');
  await expect(page.getByText('B', { exact: true })).toBeVisible();
  // The form works from the keyboard: categories, then the group code, then 'Оплатити'.
  await page.getByLabel('Категорія').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Код групи/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Оплатити' })).toBeFocused();
  await page.keyboard.press('Enter');

  await answerCheckout(page, 'Відмовитися');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплату не завершено' })).toBeVisible();
  await expect(page.getByText(/Преміум не надано/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
  expect(await premiumOf(request, token)).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Преміум', exact: true })).toBeVisible();
});

test("the free tariff's 'Спробувати' leads to a registration without a purchase", async ({ page }) => {
  await page.goto('/');
  const tariffs = page.getByRole('region', { name: 'Тарифи' });
  await tariffs.getByRole('link', { name: 'Спробувати' }).click();

  await expect(page).toHaveURL(/#\/register\?tariff=light$/);
  await fillRegistration(page, 'Ярина');
  await expect(page.getByLabel(/Придбати Преміум/)).not.toBeChecked();
  await page.getByRole('button', { name: 'Зареєструватися' }).click();

  await confirmLater(page);
  await expect(page.getByRole('banner').getByText('Ярина Гончаренко')).toBeVisible();
  const token = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('token') ?? 'null') as string,
  );
  expect(await premiumOf(page.request, token)).toBe(false);
});

test('every purchase button of a free pupil ends on the purchase form', async ({ page, request }) => {
  await signInFreePupil(page, request);
  const purchaseForm = page.getByRole('heading', { level: 1, name: 'Оплата Преміуму' });
  const payInModal = async () => {
    await page
      .getByRole('dialog', { name: 'Преміум-доступ' })
      .getByRole('button', { name: 'Оплатити' })
      .click();
    await expect(page).toHaveURL(/#\/premium$/);
    await expect(purchaseForm).toBeVisible();
  };

  await page.goto('/#/started_learn');
  await page
    .getByRole('complementary', { name: 'Меню розділу' })
    .getByRole('button', { name: 'Преміум підписка' })
    .click();
  await payInModal();

  await goToScreen(page, '/my_test', 'Мої тести');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Преміум', exact: true }).click();
  await payInModal();

  await page.goto('/#/');
  await page
    .getByRole('region', { name: 'Переваги Преміуму' })
    .getByRole('link', { name: 'Отримати Преміум' })
    .click();
  await expect(page).toHaveURL(/#\/premium$/);
  await expect(purchaseForm).toBeVisible();

  await page.goto('/#/');
  await page
    .getByRole('region', { name: 'Тарифи' })
    .getByRole('button', { name: 'Оформити Преміум' })
    .click();
  await payInModal();
});

for (const width of [375, 1280]) {
  test(`the purchase, checkout and return screens fit a ${width} px screen`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize({ width, height: width < 400 ? 812 : 800 });
    await signInFreePupil(page, request);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto('/#/premium');
    await expect(page.getByText('B', { exact: true })).toBeVisible();
    await expect(page.getByText('299 грн')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: info.outputPath(`premium-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Оплатити' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect(page.getByRole('button', { name: 'Оплатити' })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: info.outputPath(`checkout-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Оплатити' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Преміум активовано до / })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: info.outputPath(`status-${width}.png`), fullPage: true });
  });
}
