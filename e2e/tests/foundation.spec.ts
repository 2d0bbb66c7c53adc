import { expect, test, type Page } from '@playwright/test';
import { scrollUntilShown } from '../support/scroll.ts';

interface PageBody {
  data: { title: string; content: string };
}

/** The first sentence-sized piece of text of a page's HTML, to look for on screen. */
function firstText(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, 40).replace(/\s\S*$/, '');
}

/**
 * 'Why us' slides a user can see: shown to assistive technology and inside the window. While a slide is still
 * moving (shown but partly outside), the answer is -1, so callers poll until the slider settles.
 */
async function visibleSlides(page: Page): Promise<number> {
  const slides = page.locator('[aria-roledescription="слайд"]:not([aria-hidden="true"])');
  const width = page.viewportSize()?.width ?? 0;
  let inside = 0;
  for (const slide of await slides.all()) {
    const box = await slide.boundingBox();
    if (box && box.x >= -1 && box.x + box.width <= width + 1) inside += 1;
  }
  return (await slides.count()) === inside ? inside : -1;
}

test('a guest opens the home page on a 1280 px screen and sees it in Ukrainian, with three reasons side by side', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/api/config')).json()) as {
    subscription: { price: number; days: number };
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Складіть теоретичний іспит з ПДР з першої спроби',
  );
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  for (const label of ['Головна', 'Тести', 'Про нас', 'Вхід/Реєстрація']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Теорія' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Відкрити меню' })).toBeHidden();

  const premiumCard = page.getByRole('article', { name: 'Преміум' });
  // No invented former price or figures (decisions 092, 093): a new install has neither.
  await expect(premiumCard.locator('s')).toHaveCount(0);
  await expect(premiumCard).toContainText(`${config.subscription.price} грн`);
  await expect(premiumCard).toContainText(`на ${config.subscription.days} днів`);
  await expect(page.getByText('87%')).toHaveCount(0);
  await expect(page.getByRole('timer', { name: 'До кінця пропозиції' })).toBeVisible();

  await scrollUntilShown(page, page.getByRole('button', { name: 'Наступний слайд' }));
  await expect.poll(() => visibleSlides(page)).toBe(3);
  await page.getByRole('button', { name: 'Наступний слайд' }).click();
  await expect(page.getByRole('button', { name: 'Показати слайд 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect.poll(() => visibleSlides(page)).toBe(3);

  await expect(page).toHaveTitle(/Підготовка до іспиту з ПДР онлайн/);
});

test('the header fits every width from the narrowest phone to a wide screen', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('banner')).toBeVisible();
  for (const width of [320, 360, 768, 992, 1100, 1200, 1920]) {
    await page.setViewportSize({ width, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});

test('on a 375 px phone the home page shows one reason at a time and the menu opens and closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/#/');

  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeHidden();
  await scrollUntilShown(page, page.getByRole('button', { name: 'Наступний слайд' }));
  await expect.poll(() => visibleSlides(page)).toBe(1);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);

  const burger = page.getByRole('button', { name: 'Відкрити меню' });
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Вхід/Реєстрація' })).toBeVisible();
  await page.getByRole('button', { name: 'Закрити меню' }).click();
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await menu.getByRole('link', { name: 'Про нас' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/#\/about$/);
});

test('a guest reads the user agreement and the about page as the server wrote them', async ({
  page,
  request,
}) => {
  const term = (await (await request.get('/api/page/term')).json()) as PageBody;
  await page.goto('/#/agreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(term.data.title);
  await expect(page.getByRole('main')).toContainText(firstText(term.data.content));
  await expect(page.locator('main script')).toHaveCount(0);
  // Opened directly (as from the footer's new tab), 'Назад' leads home.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/#\/$/);

  const about = (await (await request.get('/api/page/about')).json()) as PageBody;
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Про нас' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.data.title);
  await expect(page.getByRole('main')).toContainText(firstText(about.data.content));
  await expect(page).toHaveTitle(/Про нас/);
});

test('the footer opens the user agreement in a new tab', async ({ page, context }) => {
  await page.goto('/#/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: /Угода користувача/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab).toHaveURL(/#\/agreement$/);
});

test('a guest who wants Premium is asked to sign in first', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('banner').getByRole('button', { name: 'Преміум' }).click();
  const modal = page.getByRole('dialog', { name: 'Потрібен вхід' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Увійти' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/#\/login$/);
});

test('a referral link keeps its group code for registration and drops it from the address', async ({
  page,
}) => {
  await page.goto('/?code=123-45-678#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('codeParam'))).toBe('"123 45 678"');
  expect(new URL(page.url()).search).toBe('');
});

test('an unknown address shows a friendly not-found page with ways back', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
  await expect(page).toHaveTitle(/Сторінку не знайдено/);
  await expect(page.getByRole('main').getByRole('link', { name: 'До тестів' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'На головну' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
