import { expect, test, type Page } from '@playwright/test';
import { chooseAnswer, questionOnScreen, wrongAnswer } from '../support/demo-pack.ts';
import { formWith } from '../support/forms.ts';
import { learnerToken, phoneSequence, signInWithToken } from '../support/learner.ts';

/*
 * The theme and the text size (issue 53): chosen in the settings, applied before the first paint, kept on the
 * device and on the account.
 */
const nextPhone = phoneSequence('+38067', (Date.now() % 1_000_000) + 6_000_000);
const PASSWORD = 'Vyglyad-2026';
const DARK_PAGE = 'rgb(14, 20, 28)';

/**
 * What the page looked like at its first frame: an init script runs before anything of the page, and the first
 * animation frame comes before the first paint.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        theme: root.dataset.theme,
        background: getComputedStyle(document.body ?? root).backgroundColor,
      };
    });
  });
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  return page.getByRole('dialog', { name: 'Меню' });
}

async function openLesson(page: Page) {
  await page.goto('/#/learn');
  await page.getByRole('button', { name: 'Урок 1: поточний урок' }).click();
  await expect(page).toHaveURL(/#\/test$/);
}

test.describe('appearance', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a learner turns on the dark theme on a phone, reloads, and /test paints dark at once; a new device starts dark', async ({
    page,
    request,
    browser,
  }) => {
    const learner = { phone: nextPhone(), password: PASSWORD, firstName: 'Олена', lastName: 'Ткач' };
    await signInWithToken(page, await learnerToken(request, learner));
    await page.emulateMedia({ colorScheme: 'light' });
    await openLesson(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    const menu = await openMenu(page);
    await menu.getByRole('radio', { name: 'темна' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#18212c');
    await page.keyboard.press('Escape');

    await recordFirstFrame(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Далі' })).toBeVisible();
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
    expect(firstFrame).toEqual({ theme: 'dark', background: DARK_PAGE });

    // The account keeps it: a new device (a light one) opens dark after signing in through the form.
    const device = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'light' });
    const other = await device.newPage();
    await other.goto('/#/login');
    const form = formWith(other, 'Увійти');
    await form.getByLabel('Номер телефону').pressSequentially(learner.phone.slice(4));
    await form.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Увійти' }).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('body')).toHaveCSS('background-color', DARK_PAGE);
    await device.close();
  });

  test('a guest follows a dark system, and chooses light in the phone menu', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstFrame(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame)).toEqual({
      theme: 'dark',
      background: DARK_PAGE,
    });
    const menu = await openMenu(page);
    await expect(menu.getByRole('radio', { name: 'як у системі' })).toBeChecked();
    await menu.getByRole('radio', { name: 'світла' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 247, 251)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('at the largest text ‘Далі’ is on screen on a 375 px phone, and nothing is wider than the screen', async ({
    page,
    request,
  }) => {
    const token = await learnerToken(request, {
      phone: nextPhone(),
      password: PASSWORD,
      firstName: 'Максим',
      lastName: 'Коваленко-Шевчишин',
    });
    await signInWithToken(page, token);
    await page.goto('/#/profile');
    await page.getByRole('radio', { name: 'найбільший' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'largest');

    await openLesson(page);
    // 1.25rem × 1.3.
    await expect(page.locator('h1[tabindex="-1"]')).toHaveCSS('font-size', '26px');
    const next = page.getByRole('button', { name: 'Далі' });
    await expect(next).toBeInViewport();
    await chooseAnswer(page, wrongAnswer(await questionOnScreen(page)));
    await expect(page.getByRole('region', { name: /^Неправильно\./ })).toBeVisible();
    await expect(next).toBeInViewport();
    await expect(next).toBeEnabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('without motion the slider moves at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The slider comes as it nears the screen.
    await page.getByRole('region', { name: 'Тиждень Преміуму безкоштовно' }).scrollIntoViewIfNeeded();
    const slides = page.getByRole('region', { name: /показано/ });
    // The region holds Embla's viewport, which holds the track it moves.
    const track = slides.locator(':scope > div > div');
    await expect(track).toBeVisible();
    await page.getByRole('button', { name: 'Наступний слайд' }).click();
    // The next frame already shows the slide it moved to: no frames in between.
    const [soon, later] = await track.evaluate(async (element) => {
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const first = getComputedStyle(element).transform;
      await new Promise((resolve) => setTimeout(resolve, 700));
      return [first, getComputedStyle(element).transform];
    });
    expect(soon).not.toBe('none');
    expect(soon).toBe(later);
  });
});
