import { expect, test, type Page } from '@playwright/test';

// The guest's home page built into index.html (decision 117): shown before the app's script has run, only to a
// guest on the home page, and replaced by the app's own first screen with the same markup, so nothing moves.

const HEADING = 'Складіть теоретичний іспит з ПДР з першої спроби';
const EN_HEADING = 'Pass the driving theory exam at the first attempt';

/** Holds back the app's scripts, as a slow phone network does: only index.html and its styles have arrived. */
async function withoutScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** Holds back the requests to `url` until the returned function lets them go on, as a slow network would. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** React's generated ids numbered in order of appearance: the shell's and the app's differ by design. */
function sameIds(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  });
}

/**
 * Whether two pieces of markup are the same page, compared as DOM in the browser (attributes in any order, inline
 * styles as the browser reads them), without the shell's own inline styles and preload hints.
 */
function sameMarkup(page: Page, a: string, b: string) {
  return page.evaluate(
    ([first, second]) => {
      const parse = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        const root = template.content.firstElementChild!;
        root.querySelectorAll('style, link[rel="preload"]').forEach((el) => el.remove());
        root
          .querySelectorAll<HTMLElement>('[style]')
          .forEach((el) => el.setAttribute('style', el.style.cssText));
        return root;
      };
      const [x, y] = [parse(first!), parse(second!)];
      return { equal: x.isEqualNode(y), first: x.outerHTML, second: y.outerHTML };
    },
    [sameIds(a), sameIds(b)],
  );
}

test.describe('the home page before the app has started', () => {
  for (const width of [375, 1280]) {
    test(`a guest on a ${width} px screen sees it at once, and the app takes its place with the same markup and no shift`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });

      // Before the scripts: the guest's home page is there, styled and in its final place.
      await withoutScripts(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(page.getByRole('link', { name: 'До тестів' })).toHaveAttribute('href', '#/login');
      await expect(page.getByRole('heading', { name: 'Тарифи' })).toBeVisible();
      const before = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(before?.width).toBeGreaterThan(0);
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/home-shell-${width}.png`, fullPage: true });
      }
      const shell = await page
        .locator('#home-shell > [data-shell="uk"] > div')
        .evaluate((el) => el.outerHTML);
      await page.unrouteAll();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      // With the scripts, and the config held back so that the app's first screen is its first render: the moment
      // the shell leaves, the app's markup is the shell's.
      const releaseConfig = await holdBack(page, '**/api/config');
      await page.addInitScript(() => {
        const w = window as unknown as { shellShifts: number; appMarkup?: string };
        w.shellShifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.shellShifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver((_records, observer) => {
          if (document.getElementById('home-shell') || !document.getElementById('root')?.firstElementChild)
            return;
          w.appMarkup = document.getElementById('root')!.firstElementChild!.outerHTML;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseURL}/?again`);
      await expect(page.locator('#home-shell')).toHaveCount(0);
      const app = await page.evaluate(() => (window as unknown as { appMarkup?: string }).appMarkup);
      const compared = await sameMarkup(page, shell, app ?? '');
      expect(compared.equal, `the shell:\n${compared.first}\n\nthe app:\n${compared.second}`).toBe(true);
      releaseConfig();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const after = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(after).toEqual(before);
      expect(
        await page.evaluate(() => (window as unknown as { shellShifts: number }).shellShifts),
      ).toBeLessThan(0.01);
      // The inline script that decides is allowed by the Content-Security-Policy, and nothing else failed.
      expect(errors).toEqual([]);
    });
  }

  test('a device that chose English sees the English page at once, and the app takes its place in English', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
    const releaseScripts = await holdBack(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HEADING);
    await expect(page.getByText(HEADING)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/home-shell-en-375.png` });
    // A button pressed before the app started is the English page's button.
    await page.locator('#home-shell').getByRole('button', { name: 'Open the menu' }).click();
    releaseScripts();
    await expect(page.locator('#home-shell')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HEADING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a guest who scrolled the page before the app started stays where they were', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const releaseScripts = await holdBack(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Тарифи' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    releaseScripts();
    await expect(page.locator('#home-shell')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });

  test('a keyboard user who took the skip link before the app started is still on the home page', async ({
    page,
  }) => {
    const releaseScripts = await holdBack(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти до змісту' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    releaseScripts();
    await expect(page.locator('#home-shell')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page).toHaveURL(/#\/$/);
  });

  test('a button pressed before the app started is pressed when it starts, and the focus stays where it was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const releaseScripts = await holdBack(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    // The menu's button in the shell: nothing opens yet.
    await page.locator('#home-shell').getByRole('button', { name: 'Відкрити меню' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A keyboard user then moved on to a link.
    await page.locator('#home-shell').getByRole('link', { name: 'До тестів' }).focus();
    releaseScripts();
    await expect(page.locator('#home-shell')).toHaveCount(0);
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Головна' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    // Without a press, the app opens nothing by itself, and the focused link keeps the focus.
    const releaseAgain = await holdBack(page, '**/assets/*.js');
    await page.goto('/?again', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await page.locator('#home-shell').getByRole('link', { name: 'До тестів' }).focus();
    releaseAgain();
    await expect(page.locator('#home-shell')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'До тестів' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('another screen, or a signed-in learner, never sees the guest home page', async ({ page }) => {
    await withoutScripts(page);
    await page.goto('/#/login');
    await expect(page.locator('#home-shell')).toBeHidden();
    await expect(page.getByText(HEADING)).toBeHidden();

    // With the scripts, the app shows its own screen and the shell is gone.
    await page.unrouteAll();
    await page.goto('/?with-scripts#/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HEADING);
    await expect(page.locator('#home-shell')).toHaveCount(0);

    await withoutScripts(page);
    await page.addInitScript(() => sessionStorage.setItem('token', JSON.stringify('a-token')));
    await page.goto('/?signed-in');
    await expect(page.locator('#home-shell')).toBeHidden();
    await expect(page.getByText(HEADING)).toBeHidden();
  });
});
